import MapCore
import Testing
@testable import GtkShell

/// The `download-area-with` action's text, which any process on the session bus can send: "W,S,E,N A-B" or nothing.
struct DownloadRequestTextTests {
    @Test func anAreaAndZoomRangeIsRead() throws {
        let r = try #require(DownloadRequestText.parse("24.90,60.15,24.98,60.19 10-13"))
        #expect(r.bounds == GeoBounds(west: 24.90, south: 60.15, east: 24.98, north: 60.19) && r.zooms == 10...13)
    }

    @Test(arguments: ["", " ", "24.9,60.1,25,60.2", "24.9,60.1,25,60.2 10", "24.9,60.1,25 10-12", "25,60.1,24.9,60.2 10-12",
                      "24.9,60.2,25,60.1 10-12", "nan,60.1,25,60.2 10-12", "24.9,60.1,inf,60.2 10-12", "24.9,60.1,25,60.2 12-10",
                      "24.9,60.1,25,60.2 -1-3", "24.9,60.1,25,60.2 0-99", "24.9,60.1,25,60.2 a-b", "24.9,,60.1,25,60.2 1-2", "24.9,60.1,25,60.2 1-2 x",
                      String(repeating: "9", count: 5000) + ",1,2,3 1-2"])
    func anythingElseIsIgnored(_ text: String) {
        #expect(DownloadRequestText.parse(text) == nil, "\(text.prefix(40))")
    }
}
