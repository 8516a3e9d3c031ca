import Testing
@testable import MapArchive

@Suite struct ArchiveOpenerTests {
    @Test func picksTheReaderByFirstBytesNotExtension() throws {
        let pmtiles = TemporaryFile(try Fixture.bytes("raster.pmtiles"), name: "misnamed.mbtiles")
        #expect(try ArchiveOpener.open(path: pmtiles.path) is PMTilesArchive)
        let mbtiles = TemporaryFile(try Fixture.bytes("raster.mbtiles"), name: "misnamed.pmtiles")
        #expect(try ArchiveOpener.open(path: mbtiles.path) is MBTilesArchive)
    }

    @Test func aFileOfNeitherKindIsRefusedByName() {
        let file = TemporaryFile(Array("<html>not a map</html>".utf8), name: "page.pmtiles")
        #expect(throws: ArchiveError(file: file.path, reason: "not a map archive (neither PMTiles nor MBTiles by its first bytes)")) {
            try ArchiveOpener.open(path: file.path)
        }
    }

    @Test func aMissingFileSaysSo() {
        #expect(throws: ArchiveError(file: "/nonexistent/x.pmtiles", reason: "cannot open: No such file or directory")) {
            try ArchiveOpener.open(path: "/nonexistent/x.pmtiles")
        }
    }
}
