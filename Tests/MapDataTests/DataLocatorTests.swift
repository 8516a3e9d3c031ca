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
        do {
            _ = try DataLocator.locate(environment: [:], executablePath: nil, currentDirectory: dir.url.path)
            Issue.record("found data in an empty folder")
        } catch {
            #expect(error == .notFound(searched: [dir.url.path]))
            #expect(error.description.contains(DataLocator.environmentVariable))
        }
    }

    @Test func findsThisPackagesData() throws {
        let l = try DataLocator.locate(environment: [:], executablePath: nil, currentDirectory: Fixture.packageRoot.path)
        #expect(FileManager.default.fileExists(atPath: l.catalogURL.path))
    }
}
