import Foundation
import MapCore
import Testing
@testable import TileLoader

/// styles.json entries with `"pmtiles": "https://…"`: a remote archive as a style, vector unless `kind` says raster.
@Suite struct RemoteStyleEntryTests {
    private func merge(_ json: String) -> TileSourceCatalog.Result {
        TileSourceCatalog.merge(builtIn: [], userData: Data(json.utf8), sourceName: "styles.json")
    }

    @Test func aPMTilesEntryIsARemoteArchiveStyle() throws {
        let r = merge(#"""
        [{"id":"proto","name":"Protomaps","pmtiles":"https://maps.example/world.pmtiles","attribution":"© OSM"},
         {"id":"photo","name":"Photo","pmtiles":"http://127.0.0.1:8080/photo.pmtiles","kind":"raster","attribution":"","maxZoom":17}]
        """#)
        #expect(r.warnings.isEmpty, "\(r.warnings)")
        let proto = try #require(r.styles.first { $0.id == "proto" })
        #expect(proto.kind == .vector && proto.archivePath == "https://maps.example/world.pmtiles" && proto.maxZoom == 22)
        let photo = try #require(r.styles.first { $0.id == "photo" })
        #expect(photo.kind == .raster && photo.archivePath == "http://127.0.0.1:8080/photo.pmtiles" && photo.maxZoom == 17)
    }

    @Test func aPMTilesEntryThatIsNoHTTPURLOrOfAnotherKindIsSkippedWithTheReason() {
        let r = merge(#"""
        [{"id":"file","name":"File","pmtiles":"/home/me/world.pmtiles","attribution":""},
         {"id":"kind","name":"Kind","pmtiles":"https://maps.example/w.pmtiles","kind":"offline","attribution":""}]
        """#)
        #expect(r.styles.isEmpty)
        #expect(r.warnings.count == 2)
        #expect(r.warnings[0].contains("'pmtiles' is \"/home/me/world.pmtiles\", expected an http:// or https:// URL"), "\(r.warnings)")
        #expect(r.warnings[1].contains("expected \"vector\" or \"raster\" for a 'pmtiles' style"), "\(r.warnings)")
    }
}
