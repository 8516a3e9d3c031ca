import CCairo
import Foundation

/// Pixel buffers for surfaces of the common tile sizes, reused instead of freed, so panning across thousands of tiles
/// keeps RSS at the cache bound (fresh 256 KiB mallocs end up in per-thread heap arenas glibc never returns).
/// A buffer comes back only when Cairo finalises its surface (the last Swift and Cairo reference gone), never at cache eviction.
/// Thread-safe: surfaces are made on worker queues and die on the main context.
public final class SurfacePool: @unchecked Sendable {
    /// The pool every `Surface(width:height:)` draws from unless told otherwise.
    public static let shared = SurfacePool()
    /// Default spare bound: 32 spare 256-px tiles or 8 spare 512-px tiles.
    public static let defaultMaxSpareBytes = 8 << 20
    /// Square ARGB32 sizes served by default: 1× and 2× tiles.
    public static let defaultSides = [256, 512]

    private let lock = NSLock()
    private let sides: Set<Int>
    private var spares: [Int: [UnsafeMutableRawPointer]] = [:]  // by buffer bytes
    private var stats = SurfacePoolStatistics()
    private var enabled = true

    /// A pool serving square ARGB32 surfaces of `squareSides` pixels, keeping at most `maxSpareBytes` of spare buffers.
    public init(maxSpareBytes: Int = defaultMaxSpareBytes, squareSides: [Int] = defaultSides) {
        sides = Set(squareSides.filter { $0 > 0 && $0 <= 16384 })
        stats.maxSpareBytes = max(0, maxSpareBytes)
    }

    deinit { for (bytes, list) in spares { for p in list { Self.unmap(p, bytes: bytes) } } }

    /// The spare bound; lowering it frees spares at once.
    public var maxSpareBytes: Int {
        get { lock.withLock { stats.maxSpareBytes } }
        set {
            lock.lock()
            stats.maxSpareBytes = max(0, newValue)
            let dropped = trimLocked(to: stats.maxSpareBytes)
            lock.unlock()
            for (p, bytes) in dropped { Self.unmap(p, bytes: bytes) }
        }
    }

    /// When false, every surface takes Cairo's own malloc'd pixels, as before the pool (for benchmark comparisons); default true.
    public var isEnabled: Bool {
        get { lock.withLock { enabled } }
        set { lock.withLock { enabled = newValue } }
    }

    /// A consistent snapshot of the counters.
    public var statistics: SurfacePoolStatistics { lock.withLock { stats } }

    /// Whether surfaces of this size get their pixels from the pool.
    public func serves(width: Int, height: Int) -> Bool { width == height && sides.contains(width) && isEnabled }

    /// Frees every spare buffer (e.g. when the app goes idle in the background).
    public func trim() {
        lock.lock()
        let dropped = trimLocked(to: 0)
        lock.unlock()
        for (p, bytes) in dropped { Self.unmap(p, bytes: bytes) }
    }

    /// Bytes of one buffer for a served size.
    static func bufferBytes(width: Int, height: Int) -> (bytes: Int, stride: Int) {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        return (stride * height, stride)
    }

    /// A page-aligned buffer of `bytes`, a spare when one is free; nil when mapping fails.
    /// `cleared` zeroes a reused buffer (fresh mappings are already zero).
    func take(bytes: Int, cleared: Bool) -> UnsafeMutableRawPointer? {
        lock.lock()
        if let p = spares[bytes]?.popLast() {
            stats.reused += 1
            stats.spareBuffers -= 1
            stats.spareBytes -= bytes
            stats.liveBuffers += 1
            lock.unlock()
            if cleared { memset(p, 0, bytes) }
            return p
        }
        lock.unlock()
        // mmap rather than malloc: an unmapped buffer goes back to the kernel, never into an arena.
        let p = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let p, p != UnsafeMutableRawPointer(bitPattern: -1) else { return nil }
        lock.withLock {
            stats.allocated += 1
            stats.liveBuffers += 1
        }
        return p
    }

    /// Takes back a buffer whose surface is gone: kept as a spare within the bound, unmapped beyond it.
    func give(_ p: UnsafeMutableRawPointer, bytes: Int) {
        lock.lock()
        stats.liveBuffers -= 1
        if stats.spareBytes + bytes <= stats.maxSpareBytes {
            spares[bytes, default: []].append(p)
            stats.kept += 1
            stats.spareBuffers += 1
            stats.spareBytes += bytes
            lock.unlock()
            return
        }
        stats.freed += 1
        lock.unlock()
        Self.unmap(p, bytes: bytes)
    }

    /// Counts a request of a size the pool does not serve.
    func noteBypass() { lock.withLock { stats.bypassed += 1 } }

    private func trimLocked(to limit: Int) -> [(UnsafeMutableRawPointer, Int)] {
        var dropped: [(UnsafeMutableRawPointer, Int)] = []
        for bytes in spares.keys.sorted(by: >) {
            while stats.spareBytes > limit, let p = spares[bytes]?.popLast() {
                dropped.append((p, bytes))
                stats.spareBytes -= bytes
                stats.spareBuffers -= 1
                stats.freed += 1
            }
        }
        return dropped
    }

    private static func unmap(_ p: UnsafeMutableRawPointer, bytes: Int) { munmap(p, bytes) }
}
