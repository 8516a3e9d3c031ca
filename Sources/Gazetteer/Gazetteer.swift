import Foundation
import MapCore
import Search
import Synchronization

/// The offline world gazetteer: GeoNames' populated places (with their alternate names) and countries, read from
/// the bundled file on the first search (mmap, a few milliseconds) and searched in place, from any thread.
///
/// A query matches whole names or their starts, in any script the source spells them in, folded as the search box
/// folds; only when nothing matches so, names one typo away (queries of 5 letters or more). Results rank by match (exact, prefix, typo),
/// then by log₁₀(population) − log₁₀(distance in km, at least 10): near small places beat far ones of the
/// same size, a capital across the world beats a hamlet next door. "Paris, Texas" keeps places whose region or
/// country starts with the words after the comma.
public final class Gazetteer: Sendable {
    /// Where the file is, or its bytes (tests).
    private enum Source: Sendable { case path(String), bytes([UInt8]) }
    private let source: Source
    private let table = Mutex<Result<GazetteerTable, GazetteerError>?>(nil)

    /// A gazetteer read from `path` when first searched.
    public init(path: String) { source = .path(path) }

    /// A gazetteer over file bytes in memory (tests, fuzzing).
    public init(bytes: [UInt8]) { source = .bytes(bytes) }

    /// Opens the file now (it is opened on the first search anyway); the error says why it cannot be used.
    public func load() throws(GazetteerError) { _ = try opened() }

    /// Whether the file has been opened (for the launch benchmark: nothing is read before the first search).
    public var isLoaded: Bool { table.withLock { $0 != nil } }

    public var placeCount: Int { (try? opened().placeCount) ?? 0 }
    public var keyCount: Int { (try? opened().keyCount) ?? 0 }

    /// The opened file (tests).
    var openedTable: GazetteerTable? { try? opened() }

    private func opened() throws(GazetteerError) -> GazetteerTable {
        let result = table.withLock { state -> Result<GazetteerTable, GazetteerError> in
            if let state { return state }
            let made: Result<GazetteerTable, GazetteerError>
            do throws(GazetteerError) {
                let bytes: MappedBytes
                switch source {
                case .path(let path): bytes = try MappedBytes(path: path)
                case .bytes(let list): bytes = MappedBytes(bytes: list)
                }
                made = .success(try GazetteerTable(bytes: bytes))
            } catch { made = .failure(error) }
            state = made
            return made
        }
        return try result.get()
    }

    /// Places matching `text`, best first (see the type's notes); at most `limit`. A damaged or missing file
    /// answers nothing (`load()` says why).
    public func search(_ text: String, near: Coordinate, limit: Int = SearchIndex.defaultLimit) -> [GazetteerHit] {
        guard limit > 0, let table = try? opened() else { return [] }
        var query = GazetteerQuery(text: text, table: table, near: near, limit: limit)
        return query.run()
    }

    /// `search` with and without the top lists, and whether one was used (tests: the two must agree).
    func searchBothWays(_ text: String, near: Coordinate, limit: Int = SearchIndex.defaultLimit)
        -> (seeded: [GazetteerHit], plain: [GazetteerHit], usedTop: Bool) {
        guard limit > 0, let table = try? opened() else { return ([], [], false) }
        var quick = GazetteerQuery(text: text, table: table, near: near, limit: limit)
        var plain = GazetteerQuery(text: text, table: table, near: near, limit: limit)
        plain.unseeded = true
        let hits = quick.run()
        return (hits, plain.run(), quick.seededByTop)
    }

    /// The place nearest `coordinate` (for "What's here?"), or nil when the file cannot be read.
    /// - Complexity: O(places).
    public func nearest(to coordinate: Coordinate) -> GazetteerPlace? {
        guard let table = try? opened(), table.placeCount > 0 else { return nil }
        var best = -1
        var bestDistance = Double.infinity
        for p in 0..<table.placeCount where GazetteerKind(rawValue: table.bytes.u8(table.layout.kind + p)) != .country {
            let d = coordinate.distance(to: table.coordinate(p))
            if d < bestDistance { bestDistance = d; best = p }
        }
        return best >= 0 ? table.place(best) : nil
    }
}
