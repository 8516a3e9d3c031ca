import Foundation
import MapCore
@testable import TileLoader

/// A clock tests move by hand, so backoff and expiry need no sleeping.
final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date
    init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) { current = start }
    var now: Date { lock.lock(); defer { lock.unlock() }; return current }
    func advance(_ seconds: TimeInterval) { lock.lock(); current += seconds; lock.unlock() }
    var tileClock: TileClock { TileClock { [self] in self.now } }
}

/// A new GLib main context as the calling thread's default, until `end()`: the test's stores and servers live on it.
final class PrivateContext {
    private let context = MainContext.pushNew()
    private var ended = false
    func end() {
        guard !ended else { return }
        ended = true
        context.drain()
        context.popThreadDefault()
    }
}

/// A fresh temporary folder, removed by `cleanup()`.
struct TempDir {
    let url: URL
    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("pinmap-tiles-test-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    func cleanup() { try? FileManager.default.removeItem(at: url) }

    /// Every regular file below, as paths relative to the folder.
    func files() -> [String] {
        guard let e = FileManager.default.enumerator(atPath: url.path) else { return [] }
        return e.compactMap { $0 as? String }.filter {
            var dir: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.appendingPathComponent($0).path, isDirectory: &dir) && !dir.boolValue
        }
    }

    func bytes() -> Int {
        files().reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: url.appendingPathComponent($1).path)[.size] as? Int) ?? 0) }
    }
}

/// Collects log lines from a store (they must never contain secrets).
final class LogSink: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []
    var lines: [String] { lock.lock(); defer { lock.unlock() }; return storage }
    func append(_ s: String) { lock.lock(); storage.append(s); lock.unlock() }
}

func rasterStyle(_ template: String, id: String = "test", retina: Bool = false) -> MapStyle {
    MapStyle(id: id, name: "Test", urlTemplate: template, attribution: "test", hasRetinaTiles: retina)
}

/// Iterates the calling thread's default main context until `condition` or `timeout` seconds.
@discardableResult
func spin(_ timeout: Double = 5, until condition: () -> Bool) -> Bool {
    MainContext.current().iterate(timeout: timeout, until: condition)
}
