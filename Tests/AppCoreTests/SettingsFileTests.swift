import AppCore
import DeepLinks
import Foundation
import MapCore
import Testing

@Suite struct SettingsFileTests {
    @Test func defaultURLFollowsXDGConfigHomeThenHome() {
        #expect(SettingsFile.defaultURL(environment: ["XDG_CONFIG_HOME": "/x/cfg", "HOME": "/h"]).path == "/x/cfg/pinmap/state.json")
        #expect(SettingsFile.defaultURL(environment: ["HOME": "/h"]).path == "/h/.config/pinmap/state.json")
        // A relative XDG path is invalid per the spec and ignored.
        #expect(SettingsFile.defaultURL(environment: ["XDG_CONFIG_HOME": "rel", "HOME": "/h"]).path == "/h/.config/pinmap/state.json")
    }

    @Test func missingFileGivesDefaultsWithoutWarning() throws {
        let dir = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: dir) }
        let r = SettingsFile(url: dir.appendingPathComponent("pinmap/state.json")).load()
        #expect(r.settings == .defaults)
        #expect(r.warning == nil)
    }

    @Test func roundTripKeepsEverything() throws {
        let dir = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: dir) }
        let file = SettingsFile(url: dir.appendingPathComponent("pinmap/state.json"))
        var prefs = LinkPreferences.default
        prefs.set(.bingMaps, enabled: false, desktopApps: [])
        let s = AppSettings(mapState: MapState(styleID: "offline", categoryIDs: ["cafe", "museum"]),
                            viewport: SavedViewport(latitude: 60.1, longitude: 24.9, zoom: 13.5),
                            panelWidth: 300, panelVisible: false, linkPreferences: prefs)
        try file.save(s)
        let r = SettingsFile(url: file.url).load()
        #expect(r.warning == nil)
        #expect(r.settings == s)
        // No temp file is left beside it.
        let names = try FileManager.default.contentsOfDirectory(atPath: file.url.deletingLastPathComponent().path)
        #expect(names == ["state.json"])
    }

    @Test func corruptFileIsKeptAsideBeforeAnythingIsWritten() throws {
        let dir = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("state.json")
        let garbage = Data("{\"format\": \"pinmap-state\", \"version\": 1, \"panelWidth\": ".utf8)
        try garbage.write(to: url)
        let file = SettingsFile(url: url, now: { Date(timeIntervalSince1970: 0) })
        let r = file.load()
        #expect(r.settings == .defaults)
        #expect(r.warning?.contains("corrupt") == true)
        #expect(r.warning?.contains("state.json.corrupt-19700101T000000Z") == true)
        try file.save(.defaults)
        let kept = try Data(contentsOf: dir.appendingPathComponent("state.json.corrupt-19700101T000000Z"))
        #expect(kept == garbage)
        #expect(SettingsFile(url: url).load().warning == nil)
    }

    @Test func foreignJSONIsNotMistakenForSettings() throws {
        let dir = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("state.json")
        try Data("{\"windowWidth\": 800}".utf8).write(to: url)
        let r = SettingsFile(url: url).load()
        #expect(r.settings == .defaults)
        #expect(r.warning?.contains("not a Pinmap settings file") == true)
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func newerVersionIsForeign() throws {
        let dir = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("state.json")
        try Data("{\"format\": \"pinmap-state\", \"version\": 99}".utf8).write(to: url)
        #expect(SettingsFile(url: url).load().warning?.contains("unsupported version") == true)
    }

    @Test func outOfRangeValuesAreRepairedNotRejected() throws {
        let dir = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("state.json")
        let text = """
        {"format": "pinmap-state", "version": 1, "panelWidth": 99999, "panelVisible": true,
         "viewport": {"latitude": 300, "longitude": 0, "zoom": 3},
         "linkPreferences": {"enabledTargetIDs": ["osm"]}}
        """
        try Data(text.utf8).write(to: url)
        let r = SettingsFile(url: url).load()
        #expect(r.warning == nil)
        #expect(r.settings.panelWidth == AppSettings.panelWidthRange.upperBound)
        #expect(r.settings.viewport == nil)
        #expect(r.settings.linkPreferences.enabledTargetIDs == ["osm"])
    }

    @Test(.enabled(if: getuid() != 0, "running as root, which reads any file: an unreadable file cannot be made"))
    func unreadableFileIsNeverOverwritten() throws {
        let dir = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("state.json")
        try Data("secret".utf8).write(to: url)
        chmod(url.path, 0)
        defer { chmod(url.path, 0o600) }
        let file = SettingsFile(url: url)
        #expect(file.load().warning != nil)
        #expect(throws: SettingsError.self) { try file.save(.defaults) }
    }
}

@MainActor
@Suite struct StorePersistenceTests {
    @Test func storeWritesChangesAndARestartRestoresStateAndViewport() async throws {
        let dir = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("pinmap/state.json")
        let h = Harness(settingsFile: SettingsFile(url: url))
        await h.startAndLoad()
        h.store.selectStyle("offline")
        h.store.toggleCategory("museum")
        h.store.setPanel(width: 321)
        h.store.setLinkTarget(.appleMaps, enabled: false)
        var vp = h.map.viewport
        vp.setCenter(Coordinate(clampingLatitude: 60.2, wrappingLongitude: 24.8))
        vp.setZoom(11.5)
        h.store.mapView(h.map, didChangeViewport: vp)
        // The viewport is saved once moves settle (the delayed post).
        #expect(SettingsFile(url: url).load().settings.viewport?.zoom != 11.5)
        h.poster.runDelayed()

        let loaded = SettingsFile(url: url).load()
        #expect(loaded.warning == nil)
        let h2 = Harness(settingsFile: SettingsFile(url: url), settings: loaded.settings)
        await h2.startAndLoad()
        #expect(h2.store.state == MapState(styleID: "offline", categoryIDs: ["cafe", "pharmacy"]))
        #expect(abs(h2.map.viewport.center.latitude - 60.2) < 1e-9)
        #expect(abs(h2.map.viewport.center.longitude - 24.8) < 1e-9)
        #expect(h2.map.viewport.zoom == 11.5)
        #expect(h2.store.panelWidth == 321)
        #expect(!h2.store.linkPreferences.isEnabled(.appleMaps))
        #expect(h2.map.stylesShown == ["offline"])
    }
}

@MainActor
@Suite struct DebugDumpTests {
    @Test func dumpListsOnScreenPinsInWindowCoordinates() async throws {
        let h = Harness(startup: StartupOptions(center: Coordinate(clampingLatitude: 60.17, wrappingLongitude: 24.94), zoom: 15))
        await h.startAndLoad()
        let snapshot = DebugSnapshot()
        snapshot.mapMoved(originInWindow: PixelPoint(x: 260, y: 47))
        h.store.selectPlace(Samples.places[0])
        snapshot.popoverShown(title: "Title c1")
        let dump = snapshot.dump(of: h.store, sequence: 3)
        #expect(dump.popoverTitle == "Title c1")
        #expect(dump.selectedPlaceID == "c1")
        let pin = try #require(dump.pins.first { $0.id == "p:c1" })
        let expected = h.store.viewport.screenPoint(for: Samples.places[0].coordinate)
        #expect(abs(pin.x - expected.x) < 1e-9)
        #expect(abs(pin.windowX - expected.x - 260) < 1e-9)
        #expect(abs(pin.windowY - expected.y - 47) < 1e-9)
        #expect(dump.pins.allSatisfy { $0.x >= 0 && $0.x < 800 && $0.y >= 0 && $0.y < 600 })
    }

    @Test func writerWritesAFileAfterEveryChange() async throws {
        let dir = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("dump.json").path
        let h = Harness()
        let writer = try #require(DebugStateWriter.fromEnvironment([DebugStateWriter.environmentKey: path]))
        let snapshot = DebugSnapshot()
        writer.attach(to: h.store, snapshot: snapshot)
        await h.startAndLoad()
        h.store.selectStyle("offline")
        let dump = try JSONDecoder().decode(DebugStateDump.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(dump.style == "offline")
        #expect(dump.sequence >= 3)
        // What the shell feeds the snapshot is written too, without going through the store.
        snapshot.popoverShown(title: "Title c1")
        let fed = try JSONDecoder().decode(DebugStateDump.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(fed.popoverTitle == "Title c1")
        #expect(fed.sequence == dump.sequence + 1)
        #expect(DebugStateWriter.fromEnvironment([:]) == nil)
    }

    /// Launches and copies reach the dump through the shell's recording opener and clipboard; the store publishes
    /// nothing for them.
    @Test func launchesAndCopiesReachTheDumpThroughRecorders() async throws {
        let snapshot = DebugSnapshot()
        let opener = FakeOpener(), clip = FakeClipboard()
        let recorder = DebugRecorder(opener: opener, clipboard: clip, into: snapshot)
        let h = Harness(opener: recorder, clipboard: recorder)
        await h.startAndLoad()
        var heard: [StoreChange] = []
        h.store.observe { heard.append($0) }
        heard.removeAll()
        h.store.open(Samples.places[0], in: .openStreetMap)
        h.store.copyCoordinates(of: Samples.places[0])
        #expect(heard.isEmpty, "the store published \(heard.map(\.rawValue)) for a launch and a copy")
        let dump = snapshot.dump(of: h.store, sequence: 1)
        #expect(dump.lastLaunchedURL == opener.opened.first?.0)
        #expect(dump.copiedText == clip.texts.last)
        #expect(dump.copiedText == "60.17, 24.94")
    }
}

@Suite struct SettingsEncodingTests {
    @Test func setsAreWrittenSortedSoTheFileIsStable() throws {
        var prefs = LinkPreferences.default
        prefs.set(.bingMaps, enabled: false, desktopApps: [])
        let s = AppSettings(mapState: MapState(styleID: "offline", categoryIDs: ["museum", "atm", "cafe", "bank"]),
                            linkPreferences: prefs)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let text = String(decoding: try encoder.encode(s), as: UTF8.self)
        #expect(text.contains(#""categoryIDs":["atm","bank","cafe","museum"]"#))
        #expect(text.contains(#""enabledTargetIDs":["apple","google","osm","waze"]"#))
        #expect(try JSONDecoder().decode(AppSettings.self, from: Data(text.utf8)) == s)
    }
}
