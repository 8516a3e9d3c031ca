import Foundation
import MapData

/// Reads a `BasemapDetail` file once, on the first thread that asks (a tile renderer, never the main context
/// unless the caller forces it), and keeps the result. Safe to share between renderers on any thread.
public final class BasemapDetailLoader: @unchecked Sendable {
    /// Where the layer comes from.
    public let url: URL?
    private let lock = NSLock()
    // Guarded by `lock`.
    private var state: State

    private enum State { case pending, loaded(BasemapDetail, [String]), failed(BasemapError) }

    /// A layer read from `url` on first use.
    public init(url: URL) { self.url = url; state = .pending }

    /// A layer already in memory (tests, generated data).
    public init(detail: BasemapDetail, warnings: [String] = []) { url = nil; state = .loaded(detail, warnings) }

    /// The layer named by `detailBasemap` in the catalog.json beside `basemapURL`, if both exist.
    public static func named(besideBasemap basemapURL: URL) -> BasemapDetailLoader? {
        let folder = basemapURL.deletingLastPathComponent()
        guard let catalog = try? Catalog.load(contentsOf: folder.appendingPathComponent("catalog.json")),
              let file = catalog.detailBasemapFile else { return nil }
        let url = folder.appendingPathComponent(file)
        return FileManager.default.fileExists(atPath: url.path) ? BasemapDetailLoader(url: url) : nil
    }

    /// The layer, reading it now if nobody has; nil when it could not be read (see `result`).
    public var detail: BasemapDetail? {
        if case .success(let loaded) = result { return loaded.detail }
        return nil
    }

    /// The layer and the reader's warnings, or why it could not be read. Reads the file on the first call.
    public var result: Result<(detail: BasemapDetail, warnings: [String]), BasemapError> {
        lock.lock(); defer { lock.unlock() }
        if case .pending = state, let url {
            do throws(BasemapError) {
                let loaded = try BasemapDetail.load(contentsOf: url)
                state = .loaded(loaded.detail, loaded.warnings)
            } catch {
                state = .failed(error)
            }
        }
        switch state {
        case .loaded(let d, let w): return .success((d, w))
        case .failed(let e): return .failure(e)
        case .pending: return .failure(.noFeatures("detail layer"))
        }
    }
}
