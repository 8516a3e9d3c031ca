import Foundation
import MapData
import Testing
@testable import AppCore

/// Removing or reloading a layer while its file loads stops the reader, not only drops its result.
@Suite struct LayerLoadsTests {
    static let rows = 200_000

    @Test func removingALoadingLayerStopsItsReaderBeforeItReadsTheFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layerloads-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("big.csv")
        var text = "name,latitude,longitude\n"
        for i in 0..<Self.rows { text += "P\(i),60.\(i % 1000),24.\(i % 997)\n" }
        try Data(text.utf8).write(to: url)

        // The worker waits for the go-ahead, so the removal lands while its load is under way, every run.
        let (gate, open) = AsyncStream<Void>.makeStream()
        var loads = LayerLoads()
        var worker: Task<Result<Int, PlaceFileError>, Never>?
        loads.begin(url.path) { _, stop in
            let t = Task.detached { () -> Result<Int, PlaceFileError> in
                for await _ in gate { break }
                do throws(PlaceFileError) {
                    return .success(try PlaceFileLoader.load(contentsOf: url, cancellation: stop).places.count)
                } catch { return .failure(error) }
            }
            worker = t
            return Task { _ = await t.value }
        }
        #expect(loads.isRunning(url.path))
        loads.cancel(url.path)
        #expect(!loads.isRunning(url.path))
        open.yield()
        let result = try #require(await worker?.value)
        #expect(result == .failure(.cancelled(path: url.path, featuresRead: 0)))
    }

    @Test func aReloadStopsTheOlderLoadAndKeepsTheNewer() {
        var loads = LayerLoads()
        var stops: [LoadCancellation] = []
        var tokens: [Int] = []
        for _ in 0..<2 {
            loads.begin("a") { token, stop in
                stops.append(stop); tokens.append(token)
                return Task {}
            }
        }
        #expect(stops[0].isCancelled && !stops[1].isCancelled)
        let older = loads.finish("a", token: tokens[0]), newer = loads.finish("a", token: tokens[1])
        #expect(!older && newer)
        // A finished load is no longer stoppable by removing its layer.
        loads.cancel("a")
        #expect(!stops[1].isCancelled)
    }
}
