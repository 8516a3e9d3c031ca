import Foundation
import Testing
@testable import DeepLinks

@Suite("LinkPreferences")
struct LinkPreferencesTests {
    @Test("default offers every web target and every desktop app in catalogue order")
    func defaults() {
        #expect(LinkPreferences.default.choice(desktopApps: []) == .chooser(LinkTarget.webTargets))
        #expect(LinkPreferences.default.choice(desktopApps: [Samples.gnomeMaps, Samples.pinmap])
                == .chooser(LinkTarget.webTargets + [.desktopApp(Samples.gnomeMaps)]))
    }

    @Test("exactly one enabled target opens directly")
    func directWhenOne() {
        let prefs = LinkPreferences(enabledTargetIDs: ["osm"], includesAllDesktopApps: false)
        #expect(prefs.choice(desktopApps: [Samples.gnomeMaps]) == .direct(.openStreetMap))
    }

    @Test("only a desktop app enabled opens it directly")
    func directDesktopApp() {
        let prefs = LinkPreferences(enabledTargetIDs: [], includesAllDesktopApps: true)
        #expect(prefs.choice(desktopApps: [Samples.pinmap, Samples.marble]) == .direct(.desktopApp(Samples.marble)))
    }

    @Test("nothing enabled or nothing installed gives none")
    func noneWhenEmpty() {
        let nothing = LinkPreferences(enabledTargetIDs: [], includesAllDesktopApps: false)
        #expect(nothing.choice(desktopApps: [Samples.gnomeMaps]) == .none)
        let appsOnly = LinkPreferences(enabledTargetIDs: ["geo:org.gnome.Maps.desktop"], includesAllDesktopApps: false)
        #expect(appsOnly.choice(desktopApps: []) == .none)
        #expect(appsOnly.choice(desktopApps: [Samples.pinmap]) == .none)
        #expect(LinkPreferences.default.choice(for: []) == .none)
    }

    @Test("the rule keeps the caller's order and drops repeats")
    func orderAndRepeats() {
        let prefs = LinkPreferences(enabledTargetIDs: ["bing", "osm"], includesAllDesktopApps: false)
        #expect(prefs.choice(for: [.bingMaps, .googleMaps, .openStreetMap, .bingMaps]) == .chooser([.bingMaps, .openStreetMap]))
        #expect(prefs.choice(for: [.bingMaps, .bingMaps]) == .direct(.bingMaps))
    }

    @Test("switching one desktop app off keeps the others on")
    func disableOneApp() {
        var prefs = LinkPreferences.default
        let apps = [Samples.gnomeMaps, Samples.marble]
        prefs.set(.desktopApp(Samples.gnomeMaps), enabled: false, desktopApps: apps)
        #expect(!prefs.includesAllDesktopApps)
        #expect(!prefs.isEnabled(.desktopApp(Samples.gnomeMaps)))
        #expect(prefs.isEnabled(.desktopApp(Samples.marble)))
        prefs.set(.waze, enabled: false, desktopApps: apps)
        prefs.set(.googleMaps, enabled: false, desktopApps: apps)
        #expect(prefs.choice(desktopApps: apps)
                == .chooser([.openStreetMap, .appleMaps, .bingMaps, .desktopApp(Samples.marble)]))
    }

    @Test("Codable round trip and tolerant decoding")
    func codable() throws {
        let prefs = LinkPreferences(enabledTargetIDs: ["osm", "geo:org.kde.marble.desktop"], includesAllDesktopApps: false)
        let data = try JSONEncoder().encode(prefs)
        #expect(try JSONDecoder().decode(LinkPreferences.self, from: data) == prefs)
        #expect(try JSONDecoder().decode(LinkPreferences.self, from: Data("{}".utf8)) == .default)
        let partial = try JSONDecoder().decode(LinkPreferences.self, from: Data(#"{"enabledTargetIDs":["waze"]}"#.utf8))
        #expect(partial.enabledTargetIDs == ["waze"] && partial.includesAllDesktopApps)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(LinkPreferences.self, from: Data(#"{"enabledTargetIDs":"osm"}"#.utf8))
        }
    }
}
