import Foundation
import Graphics

/// Decoded tiles kept in memory, least recently used evicted first, bounded in bytes of pixels.
/// Not thread-safe: the TileStore uses it on the main context only.
public final class MemoryTileCache {
    /// A cached answer for a tile: an image, or "no tile here".
    public struct Entry {
        public let image: Surface?
        /// When it stops being fresh (a stale entry is still drawn while it is revalidated).
        public var expires: Date
        var metadata: TileMetadata?
        /// A vector tile's labels, kept beside its raster so a frame never decodes the tile again.
        public var labels: [LabelCandidate] = [] { didSet { labelBytes = labels.reduce(0) { $0 + $1.byteCost } } }
        /// The labels' real bytes (text and line points), counted once when they are set.
        private var labelBytes = 0
        var cost: Int { (image?.byteCount ?? 64) + labelBytes }

        /// `image` nil means "no tile here".
        public init(image: Surface?, expires: Date) { self.init(image: image, expires: expires, metadata: nil) }
        init(image: Surface?, expires: Date, metadata: TileMetadata?) {
            self.image = image; self.expires = expires; self.metadata = metadata
        }
    }

    private final class Node {
        let key: TileKey
        var entry: Entry
        var prev: Node?
        var next: Node?
        init(key: TileKey, entry: Entry) { self.key = key; self.entry = entry }
    }

    /// The bound asked for at creation.
    public let configuredLimitBytes: Int
    /// The bound in force: the configured one, or more while one viewport needs more (see `ensureCapacity`).
    public private(set) var limitBytes: Int
    public private(set) var totalBytes = 0
    private var nodes: [TileKey: Node] = [:]
    // Most recently used at the head.
    private var head: Node?
    private var tail: Node?

    public init(limitBytes: Int) {
        configuredLimitBytes = max(0, limitBytes)
        self.limitBytes = configuredLimitBytes
    }

    /// Raises the bound to `bytes` while a viewport needs that much (so its own tiles do not evict each other
    /// and reload every frame); falls back to the configured bound when it needs less.
    public func ensureCapacity(_ bytes: Int) {
        limitBytes = max(configuredLimitBytes, bytes)
        evictToLimit()
    }

    public var count: Int { nodes.count }

    /// The entry, marked as just used. - Complexity: O(1)
    public func entry(for key: TileKey) -> Entry? {
        guard let node = nodes[key] else { return nil }
        moveToFront(node)
        return node.entry
    }

    /// The entry without touching its recency (for fallbacks that should not keep ancestors alive).
    public func peek(_ key: TileKey) -> Entry? { nodes[key]?.entry }

    public func contains(_ key: TileKey) -> Bool { nodes[key] != nil }

    /// Stores an entry, evicting the least recently used until the total fits. - Complexity: O(1) amortised
    public func insert(_ entry: Entry, for key: TileKey) {
        if let old = nodes[key] {
            totalBytes -= old.entry.cost
            old.entry = entry
            totalBytes += entry.cost
            moveToFront(old)
        } else {
            let node = Node(key: key, entry: entry)
            nodes[key] = node
            totalBytes += entry.cost
            pushFront(node)
        }
        evictToLimit()
    }

    private func evictToLimit() {
        while totalBytes > limitBytes, let victim = tail { remove(victim) }
    }

    /// Updates freshness after a 304 without changing recency order.
    func refresh(_ key: TileKey, expires: Date, metadata: TileMetadata?) {
        guard let node = nodes[key] else { return }
        node.entry.expires = expires
        if let metadata { node.entry.metadata = metadata }
    }

    public func removeValue(for key: TileKey) {
        if let node = nodes[key] { remove(node) }
    }

    /// Removes every entry whose key matches. - Complexity: O(n)
    public func removeAll(where matches: (TileKey) -> Bool) {
        for (key, node) in nodes where matches(key) { remove(node) }
    }

    public func removeAll() {
        nodes.removeAll()
        // Break the links so nodes are freed.
        var n = head
        while let cur = n { n = cur.next; cur.prev = nil; cur.next = nil }
        head = nil; tail = nil; totalBytes = 0
    }

    private func remove(_ node: Node) {
        unlink(node)
        nodes[node.key] = nil
        totalBytes -= node.entry.cost
    }

    private func moveToFront(_ node: Node) {
        guard head !== node else { return }
        unlink(node)
        pushFront(node)
    }

    private func pushFront(_ node: Node) {
        node.next = head
        node.prev = nil
        head?.prev = node
        head = node
        if tail == nil { tail = node }
    }

    private func unlink(_ node: Node) {
        if let p = node.prev { p.next = node.next } else if head === node { head = node.next }
        if let n = node.next { n.prev = node.prev } else if tail === node { tail = node.prev }
        node.prev = nil; node.next = nil
    }
}
