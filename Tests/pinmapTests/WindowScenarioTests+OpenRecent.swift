import Foundation
import Testing

extension WindowSuites {
    /// Main menu › Open Recent (issue 26) in the real window under Xvfb: GTK's recent store (the `recently-used.xbel`
    /// GNOME's lists share) fills the submenu with files Pinmap reads that still exist, newest first; an item's action opens it.
    @Suite(.needsWindowAndBus)
    struct OpenRecentWindowTests {
        /// One `recently-used.xbel` bookmark, as Files writes it.
        static func bookmark(_ url: URL, mime: String, at date: Date) -> String {
            let when = ISO8601DateFormatter().string(from: date)
            return #"<bookmark href="\#(url.absoluteString)" added="\#(when)" modified="\#(when)" visited="\#(when)"><info>"#
                + #"<metadata owner="http://freedesktop.org"><mime:mime-type type="\#(mime)"/><bookmark:applications>"#
                + #"<bookmark:application name="Files" exec="&apos;nautilus %u&apos;" modified="\#(when)" count="1"/>"#
                + #"</bookmark:applications></metadata></info></bookmark>"#
        }

        @Test func recentFilesFromTheDesktopAndFromPinmapAreInOpenRecentAndOpenAsLayers() throws {
            let fixture = try WindowFixture("open-recent")
            defer { fixture.stop() }
            let (home, session) = (fixture.home, fixture.session)
            let places = try fixture.places()
            func file(_ name: String, _ list: [(String, Double, Double)]) throws -> URL {
                let url = home.appendingPathComponent(name)
                try Data(LayerWindowTests.geoJSON(list).utf8).write(to: url)
                return url
            }
            let fromFiles = try file("from-files.geojson", [("Tower", 60.16, 24.93), ("Pier", 60.21, 24.95)])
            let opened = try file("opened.geojson", [("Hill", 60.19, 24.92)])
            let gone = home.appendingPathComponent("gone.geojson")
            let notes = home.appendingPathComponent("notes.txt")
            try Data("not places".utf8).write(to: notes)
            // Another app's recent files: one Pinmap reads, one that has been deleted, one of another kind.
            let now = Date()
            let data = home.appendingPathComponent("data")
            try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
            let xbel = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
                + #"<xbel version="1.0" xmlns:bookmark="http://www.freedesktop.org/standards/desktop-bookmarks" "#
                + #"xmlns:mime="http://www.freedesktop.org/standards/shared-mime-info">"#
                + Self.bookmark(fromFiles, mime: "application/geo+json", at: now.addingTimeInterval(-3600))
                + Self.bookmark(gone, mime: "application/geo+json", at: now.addingTimeInterval(-60))
                + Self.bookmark(notes, mime: "text/plain", at: now.addingTimeInterval(-30))
                + "</xbel>\n"
            try Data(xbel.utf8).write(to: data.appendingPathComponent("recently-used.xbel"))

            try fixture.launch(["--data", places, "--style", "offline", "--center", "60.17,24.94", "--zoom", "11"],
                               environment: try fixture.busEnvironment(), until: "Open Recent from the desktop's list", quitInset: 40) {
                $0.placesLoaded && $0.recentMenu == [fromFiles.path]
            }

            // Choosing the item runs `app.open-recent` with its path as target: the same call here.
            try fixture.activate("open-recent", fromFiles.path)
            try session.wait(for: "from-files.geojson opened from Open Recent") { $0.layer("from-files.geojson")?.count == 2 }

            // A file opened in Pinmap goes into the store and comes first in Open Recent (the `file://` form works too).
            try fixture.activate("open-file", opened.path)
            let after = try session.wait(for: "opened.geojson first in Open Recent") { $0.recentMenu?.first == opened.path }
            #expect(after.recentMenu?.contains(fromFiles.path) == true, "menu: \(after.recentMenu ?? [])")
            #expect(after.recentMenu?.contains(gone.path) == false && after.recentMenu?.contains(notes.path) == false)
            try fixture.activate("open-recent", opened.absoluteString)
            let twice = try session.wait(for: "opened.geojson still one layer") { $0.layer("opened.geojson")?.state == "loaded" }
            #expect(twice.layers.filter { $0.name == "opened.geojson" }.count == 1, "the same file opened twice is one layer")
        }
    }
}
