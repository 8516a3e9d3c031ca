import Foundation
import Testing

/// `--places-url` and `--category-property` as the real binary sees them (no server needed for these).
@Suite(.enabled(if: PinmapBinary.url != nil, "pinmap binary not built"))
struct PlacesURLCLITests {
    @Test func categoryPropertyWithoutPlacesURLExitsTwo() throws {
        let dir = try TestData.folder("places-url-lonely"); defer { try? FileManager.default.removeItem(at: dir) }
        let r = try PinmapBinary.run(["--render", dir.appendingPathComponent("x.png").path, "--size", "100x100",
                                      "--category-property", "kind"],
                                     environment: ["XDG_CACHE_HOME": dir.path, "XDG_CONFIG_HOME": dir.path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("--category-property needs --places-url"))
    }

    @Test func placesURLThatIsNotACollectionExitsTwoSayingWhy() throws {
        let dir = try TestData.folder("places-url-bad"); defer { try? FileManager.default.removeItem(at: dir) }
        let r = try PinmapBinary.run(["--render", dir.appendingPathComponent("x.png").path, "--size", "100x100",
                                      "--places-url", "ftp://127.0.0.1/things"],
                                     environment: ["XDG_CACHE_HOME": dir.path, "XDG_CONFIG_HOME": dir.path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("not an OGC API collection URL"))
    }

    @Test func placesURLWithNothingListeningExitsTwoNamingTheURL() throws {
        let dir = try TestData.folder("places-url-down"); defer { try? FileManager.default.removeItem(at: dir) }
        // Port 9 (discard) on loopback: nothing listens there on a test machine.
        let r = try PinmapBinary.run(["--render", dir.appendingPathComponent("x.png").path, "--size", "100x100",
                                      "--places-url", "http://127.0.0.1:9/collections/places"],
                                     environment: ["XDG_CACHE_HOME": dir.path, "XDG_CONFIG_HOME": dir.path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("127.0.0.1:9/collections/places"))
    }
}
