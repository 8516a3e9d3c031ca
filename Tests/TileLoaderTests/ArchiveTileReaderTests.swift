import Foundation
import MapArchive
import MapCore
import Testing
@testable import TileLoader

/// Overzoomed vector tiles: the siblings drawn from one data tile read it from the archive once.
struct ArchiveTileReaderTests {
    /// A vector archive with data at zoom 14 only, counting its reads.
    final class CountingArchive: TileArchive, @unchecked Sendable {
        let info = ArchiveInfo(name: "counting", format: .mvt, minZoom: 0, maxZoom: 14)
        private let lock = NSLock()
        private var reads: [TileID] = []
        var readTiles: [TileID] { lock.lock(); defer { lock.unlock() }; return reads }

        func tileData(for tile: TileID) throws(ArchiveError) -> [UInt8]? {
            lock.lock(); reads.append(tile); lock.unlock()
            return tile.z == 14 ? Array(repeating: UInt8(tile.x % 251), count: 64) : nil
        }
    }

    @Test func fourSiblingsPastMaxZoomReadTheirDataTileOnce() throws {
        let archive = CountingArchive()
        let rasterizer = RecordingRasterizer()
        let reader = ArchiveTileReader(limits: TileImageLimits(maxPixels: 1 << 20, maxSide: 1024), rasterizer: rasterizer, recent: RecentDataTiles())
        let parent = TileID(z: 14, x: 9326, y: 4739)
        let children = (0..<4).map { TileID(z: 15, x: parent.x * 2 + $0 % 2, y: parent.y * 2 + $0 / 2) }
        DispatchQueue.concurrentPerform(iterations: 4) { i in
            if case .failure(let error) = reader.read(children[i], density: 1, from: archive) { Issue.record("\(error)") }
        }
        #expect(archive.readTiles == [parent])
        #expect(Set(rasterizer.calls.map(\.drawTile)) == Set(children))
        #expect(rasterizer.calls.allSatisfy { $0.dataTile == parent && $0.bytes == 64 })
    }

    @Test func aSparseArchiveStillFallsBackToTheNearestAncestorAndRemembersIt() throws {
        let archive = CountingArchive()
        let rasterizer = RecordingRasterizer()
        let reader = ArchiveTileReader(limits: TileImageLimits(maxPixels: 1 << 20, maxSide: 1024), rasterizer: rasterizer, recent: RecentDataTiles())
        // Zoom 16 over a 0…14 archive whose z14 tile exists; and zoom 12, where nothing exists above it.
        let deep = TileID(z: 16, x: 4 * 9326 + 1, y: 4 * 4739 + 2)
        _ = reader.read(deep, density: 1, from: archive)
        _ = reader.read(TileID(z: 16, x: 4 * 9326 + 3, y: 4 * 4739 + 3), density: 1, from: archive)
        #expect(archive.readTiles == [TileID(z: 14, x: 9326, y: 4739)])
        let shallow = TileID(z: 12, x: 2331, y: 1184)
        guard case .success(let drawn) = reader.read(shallow, density: 1, from: archive) else {
            Issue.record("reading \(shallow) failed"); return
        }
        #expect(drawn.image == nil)
        #expect(archive.readTiles.count == 1 + 13, "z12 and each ancestor up to zoom 0 asked once: \(archive.readTiles)")
    }
}
