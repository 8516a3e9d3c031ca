import Foundation
import Testing
@testable import pinmap

/// The desktop entry and AppStream metainfo GNOME Software reads (issue 15): both validators are clean, and the
/// metainfo carries what a software centre shows. tools/deps.sh --test installs desktop-file-utils and appstream.
@Suite struct PackagingMetadataTests {
    static let desktopFolder = PinmapBinary.packageRoot.appendingPathComponent("data/desktop")
    static let desktop = desktopFolder.appendingPathComponent("io.github.pinmap.Pinmap.desktop")
    static let metainfo = desktopFolder.appendingPathComponent("io.github.pinmap.Pinmap.metainfo.xml")

    /// Runs a validator; a missing one fails by name (never a silent pass).
    static func validate(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let url = try #require(XDisplay.which(tool), "\(tool) is not installed: run tools/deps.sh --test")
        return try ToolRun.run(url, arguments)
    }

    @Test func desktopFileValidatePrintsNothing() throws {
        let r = try Self.validate("desktop-file-validate", [Self.desktop.path])
        #expect(r.status == 0)
        #expect(r.output.isEmpty, "desktop-file-validate: \(r.output)")
    }

    @Test func appstreamValidatesPedantically() throws {
        let r = try Self.validate("appstreamcli", ["validate", "--pedantic", "--no-net", Self.metainfo.path])
        #expect(r.status == 0, "appstreamcli: \(r.output)")
        // The one pedantic note left is the app id's capitals, which the id (also the D-Bus name) must keep.
        let notes = r.output.split(separator: "\n").filter { $0.hasPrefix("E:") || $0.hasPrefix("W:") || $0.hasPrefix("I:") }
        #expect(notes.isEmpty, "appstreamcli: \(r.output)")
    }

    @Test func metainfoHasWhatASoftwareCentreShows() throws {
        let xml = try String(contentsOf: Self.metainfo, encoding: .utf8)
        for tag in ["<project_license>MIT</project_license>", "<developer_name>", "<url type=\"homepage\">",
                    "<url type=\"bugtracker\">", "<content_rating type=\"oars-1.1\"", "<keywords>", "<releases>"] {
            #expect(xml.contains(tag), "metainfo lacks \(tag)")
        }
        #expect(xml.components(separatedBy: "<screenshot").count - 1 == 3, "two screenshots (plus the <screenshots> list)")
        // Each screenshot is in the repository under docs/.
        for name in ["screenshot.png", "screenshot-dark.png"] {
            #expect(xml.contains("/docs/\(name)</image>"))
            #expect(FileManager.default.fileExists(atPath: PinmapBinary.packageRoot.appendingPathComponent("docs/\(name)").path))
        }
    }

    /// The version lives in PinmapVersion alone; the binary prints it and the metainfo's newest release carries it.
    @Test func versionFlagAndNewestReleaseAgree() throws {
        let xml = try String(contentsOf: Self.metainfo, encoding: .utf8)
        let release = try #require(xml.range(of: "<release version=\""), "metainfo has no <release>")
        let newest = xml[release.upperBound...].prefix { $0 != "\"" }
        #expect(String(newest) == PinmapVersion.current, "metainfo's newest release is \(newest)")
        let r = try PinmapBinary.run(["--version"])
        #expect(r.status == 0)
        #expect(r.stdout == PinmapVersion.current + "\n")
    }

    /// Files offers Pinmap for place files and geo: links (the MIME types shared-mime-info names them by).
    @Test func desktopEntryClaimsPlaceFilesAndGeoLinks() throws {
        let entry = try String(contentsOf: Self.desktop, encoding: .utf8)
        let line = try #require(entry.split(separator: "\n").first { $0.hasPrefix("MimeType=") })
        let types = Set(line.dropFirst("MimeType=".count).split(separator: ";").map(String.init))
        #expect(types == ["x-scheme-handler/geo", "application/geo+json", "application/vnd.google-earth.kml+xml",
                          "application/vnd.google-earth.kmz", "application/gpx+xml", "text/csv"])
    }
}
