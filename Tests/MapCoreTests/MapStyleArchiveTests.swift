import Foundation
import Testing
@testable import MapCore

@Suite struct MapStyleArchiveTests {
    @Test func aStyleWithoutArchiveFieldsStillDecodes() throws {
        let json = #"{"id":"streets","name":"Streets","urlTemplate":"https://t/{z}/{x}/{y}.png","attribution":"OSM"}"#
        let style = try JSONDecoder().decode(MapStyle.self, from: Data(json.utf8))
        #expect(style.kind == .raster && style.archivePath == nil)
    }

    @Test func vectorArchiveStylesRoundTrip() throws {
        let style = MapStyle(id: "maps/a.pmtiles", name: "A", kind: .vector, urlTemplate: "", attribution: "",
                             maxZoom: 22, archivePath: "/maps/a.pmtiles")
        let back = try JSONDecoder().decode(MapStyle.self, from: JSONEncoder().encode(style))
        #expect(back == style)
        let json = #"{"id":"o","name":"O","kind":"vector","archivePath":"offline.pmtiles","attribution":""}"#
        let decoded = try JSONDecoder().decode(MapStyle.self, from: Data(json.utf8))
        #expect(decoded.archivePath == "offline.pmtiles" && decoded.kind == .vector)
    }
}
