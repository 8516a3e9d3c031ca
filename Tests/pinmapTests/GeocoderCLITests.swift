import Foundation
import Testing

/// `pinmap --search … --geocoder-url` against the fake Photon and Nominatim (Tests/GeocodingTests/Fixtures/fake_geocoder.py).
@Suite(.enabled(if: PinmapBinary.url != nil, "pinmap binary not built"))
struct GeocoderCLITests {
    static let script = PinmapBinary.packageRoot.appendingPathComponent("Tests/GeocodingTests/Fixtures/fake_geocoder.py").path

    static func search(_ text: String, _ extra: [String]) throws -> PinmapBinary.Result {
        let dir = try TestData.folder("geocoder-cli"); defer { try? FileManager.default.removeItem(at: dir) }
        return try PinmapBinary.run(["--search", text, "--near", "60.17,24.94"] + extra,
                                    environment: ["XDG_CACHE_HOME": dir.path, "XDG_CONFIG_HOME": dir.path, "XDG_DATA_HOME": dir.path])
    }

    /// Online answers join the list after the gazetteer's, the gazetteer's Tampere stands for the geocoder's
    /// (same name within 1 km), and each line says which source it came from.
    @Test func photonAnswersJoinTheOfflineListDeduplicated() throws {
        let server = try PythonPlacesServer(arguments: [Self.script]); defer { server.stop() }
        let r = try Self.search("Tampere", ["--geocoder-url", "\(server.base)/ok"])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(lines.first?.first == "Tampere" && lines.first?.last == "world", "\(r.stdout)")
        #expect(lines.filter { $0.first == "Tampere" }.count == 1, "\(r.stdout)")
        #expect(lines.contains { $0.first == "Tampere asema" && $0.last == "photon" && $0[1] == "station" }, "\(r.stdout)")
        #expect(lines.contains { $0.first == "Tour Eiffel" && $0.last == "photon" }, "\(r.stdout)")
    }

    @Test func nominatimIsChosenByGeocoder() throws {
        let server = try PythonPlacesServer(arguments: [Self.script]); defer { server.stop() }
        let r = try Self.search("Eiffel Tower", ["--geocoder", "nominatim", "--geocoder-url", "\(server.base)/ok"])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdout.contains("Tour Eiffel\ttower\t48.8582602\t2.2944813\tnominatim"), "\(r.stdout)")
    }

    /// A failing server: the offline results, and one line on stderr naming the server and why.
    @Test(arguments: ["error", "garbage", "html", "redirect"])
    func aFailingServerLeavesTheOfflineResultsWithOneNote(mode: String) throws {
        let server = try PythonPlacesServer(arguments: [Self.script]); defer { server.stop() }
        let r = try Self.search("Tampere", ["--geocoder-url", "\(server.base)/\(mode)"])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdout.hasPrefix("Tampere\t"), "\(r.stdout)")
        #expect(!r.stdout.contains("photon"))
        let notes = r.stderr.split(separator: "\n").filter { $0.contains("online search not used") }
        #expect(notes.count == 1 && notes[0].contains("geocoder 127.0.0.1:\(server.port)"), "stderr: \(r.stderr)")
    }

    @Test func badGeocoderOptionsExitTwo() throws {
        #expect(try Self.search("x", ["--geocoder-url", "ftp://example.org"]).status == 2)
        #expect(try Self.search("x", ["--geocoder", "google", "--geocoder-url", "http://127.0.0.1:9"]).status == 2)
        #expect(try Self.search("x", ["--geocoder", "photon"]).status == 2)
    }
}
