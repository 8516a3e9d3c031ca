import Testing
@testable import MapArchive

@Suite struct ArchiveErrorTests {
    @Test func namesTheFileAndReason() {
        #expect(ArchiveError(file: "a.pmtiles", reason: "wrong magic").description == "a.pmtiles: wrong magic")
        #expect(ArchiveInfo.TileFormat.mvt.isVector && !ArchiveInfo.TileFormat.png.isVector)
    }
}
