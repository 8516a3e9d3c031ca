import Foundation
import Testing
@testable import MapData

@Suite("DataLocator")
struct DataLocatorTests {
    /// root/data/catalog.json, root/icons/, root/.build/debug/pinmap
    func makeTree() throws -> (TemporaryDirectory, URL) {
        let dir = try TemporaryDirectory()
        _ = try dir.file("root/data/catalog.json", "{}")
        _ = try dir.file("root/.build/debug/pinmap", "")
        try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("root/icons"), withIntermediateDirectories: true)
        return (dir, dir.url.appendingPathComponent("root").standardizedFileURL)
    }

    @Test func environmentOverrideWins() throws {
        let (dir, root) = try makeTree()
        _ = try dir.file("elsewhere/catalog.json", "{}")
        let elsewhere = dir.url.appendingPathComponent("elsewhere").path
        let l = try DataLocator.locate(environment: [DataLocator.environmentVariable: elsewhere],
                                       executablePath: root.appendingPathComponent(".build/debug/pinmap").path, currentDirectory: nil)
        #expect(l.dataDirectory.path == URL(fileURLWithPath: elsewhere).standardizedFileURL.path)
    }

    @Test func environmentOverrideWithoutCatalogIsAnError() throws {
        let (dir, _) = try makeTree()
        let empty = dir.url.path
        #expect(throws: DataLocatorError.overrideHasNoCatalog(path: empty)) {
            try DataLocator.locate(environment: [DataLocator.environmentVariable: empty], executablePath: nil, currentDirectory: nil)
        }
    }

    @Test func searchesUpwardFromTheExecutable() throws {
        let (tree, root) = try makeTree()
        defer { withExtendedLifetime(tree) {} }
        let l = try DataLocator.locate(environment: [:], executablePath: root.appendingPathComponent(".build/debug/pinmap").path,
                                       currentDirectory: "/")
        #expect(l.dataDirectory.path == root.appendingPathComponent("data").path)
        #expect(l.catalogURL.path == root.appendingPathComponent("data/catalog.json").path)
        #expect(l.iconsDirectory.path == root.appendingPathComponent("icons").path)
        #expect(l.url(forDataFile: "helsinki.geojson").lastPathComponent == "helsinki.geojson")
    }

    @Test func followsASymlinkedExecutable() throws {
        let (dir, root) = try makeTree()
        let link = dir.url.appendingPathComponent("bin/pinmap")
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: root.appendingPathComponent(".build/debug/pinmap"))
        let l = try DataLocator.locate(environment: [:], executablePath: link.path, currentDirectory: "/")
        #expect(l.dataDirectory.path == root.appendingPathComponent("data").resolvingSymlinksInPath().path
                || l.dataDirectory.path == root.appendingPathComponent("data").path)
    }

    @Test func fallsBackToTheCurrentDirectory() throws {
        let (tree, root) = try makeTree()
        defer { withExtendedLifetime(tree) {} }
        let sub = root.appendingPathComponent("icons").path
        let l = try DataLocator.locate(environment: [:], executablePath: "/usr/bin/pinmap", currentDirectory: sub)
        #expect(l.dataDirectory.path == root.appendingPathComponent("data").path)
    }

    @Test func notFoundListsWhereItLooked() throws {
        let dir = try TemporaryDirectory()
        let env = ["XDG_DATA_DIRS": "/nonexistent-a:relative/ignored:/nonexistent-b", "XDG_DATA_HOME": "/nonexistent-home"]
        do {
            _ = try DataLocator.locate(environment: env, executablePath: nil, currentDirectory: dir.url.path)
            Issue.record("found data in an empty folder")
        } catch {
            let installed = ["/nonexistent-home/pinmap/data", "/nonexistent-a/pinmap/data", "/nonexistent-b/pinmap/data"]
            #expect(error == .notFound(searched: [dir.url.path], installed: installed))
            for path in installed + [dir.url.path] { #expect(error.description.contains(path)) }
            #expect(error.description.contains(DataLocator.environmentVariable))
        }
    }

    @Test func unsetXDGDataDirsMeansUsrLocalShareThenUsrShare() {
        let dirs = DataLocator.installedDirectories(executableDirectory: nil, environment: ["HOME": "/home/u"]).map(\.path)
        #expect(dirs == ["/home/u/.local/share/pinmap/data", "/usr/local/share/pinmap/data", "/usr/share/pinmap/data"])
    }

    /// PREFIX/libexec/pinmap/pinmap (the .deb and tools/install.sh) finds PREFIX/share/pinmap/data, before XDG_DATA_DIRS.
    @Test func findsTheInstallAroundTheExecutable() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.file("usr/share/pinmap/data/catalog.json", "{}")
        _ = try dir.file("usr/libexec/pinmap/pinmap", "")
        _ = try dir.file("other/pinmap/data/catalog.json", "{}")
        let l = try DataLocator.locate(environment: ["XDG_DATA_DIRS": dir.url.appendingPathComponent("other").path],
                                       executablePath: dir.url.appendingPathComponent("usr/libexec/pinmap/pinmap").path,
                                       currentDirectory: "/")
        #expect(l.dataDirectory.path == dir.url.appendingPathComponent("usr/share/pinmap/data").standardizedFileURL.path)
        #expect(l.iconsDirectory.path == dir.url.appendingPathComponent("usr/share/pinmap/icons").standardizedFileURL.path)
    }

    @Test func findsDataUnderXDGDataDirs() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.file("b/pinmap/data/catalog.json", "{}")
        let dirs = "\(dir.url.appendingPathComponent("a").path):\(dir.url.appendingPathComponent("b").path)"
        let l = try DataLocator.locate(environment: ["XDG_DATA_DIRS": dirs], executablePath: "/nonexistent/bin/pinmap",
                                       currentDirectory: "/")
        #expect(l.dataDirectory.path == dir.url.appendingPathComponent("b/pinmap/data").standardizedFileURL.path)
    }

    @Test func findsThisPackagesData() throws {
        let l = try DataLocator.locate(environment: [:], executablePath: nil, currentDirectory: Fixture.packageRoot.path)
        #expect(FileManager.default.fileExists(atPath: l.catalogURL.path))
    }
}
