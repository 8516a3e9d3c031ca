#if canImport(Glibc)
import Glibc
#endif

/// A heap buffer of plain values with unchecked indexing (checked in debug builds).
/// The clustering core keeps its columns in these so hot loops pay no bounds checks or copy-on-write tests.
/// Not thread-safe for writes: builders write disjoint index ranges from different threads, and a
/// finished index only reads.
final class FlatArray<Element: BitwiseCopyable>: @unchecked Sendable {
    private var base: UnsafeMutablePointer<Element>
    private(set) var count: Int
    private var capacity: Int
    /// Whether large buffers of this array may use huge pages (see `allocate`).
    private let hugePages: Bool

    /// Uninitialised storage for `count` values (they are plain bits, so any pattern is valid to overwrite).
    init(uninitializedCount count: Int) {
        precondition(count >= 0, "negative count")
        capacity = max(count, 1)
        hugePages = true
        base = Self.allocate(capacity, hugePages: true)
        self.count = count
    }

    /// An empty array with room for `capacity` appends. `hugePages: false` for arrays that fill over a long
    /// time while memory is tight: each partly written 2 MB page counts in full against the resident size (a
    /// 1M-point build's cluster table and index buffers held about 10 MB that way at its peak).
    init(reservingCapacity capacity: Int, hugePages: Bool = true) {
        precondition(capacity >= 0, "negative capacity")
        self.capacity = max(capacity, 1)
        self.hugePages = hugePages
        base = Self.allocate(self.capacity, hugePages: hugePages)
        count = 0
    }

    convenience init(repeating value: Element, count: Int) {
        self.init(uninitializedCount: count)
        // Fresh mapped pages are already zero.
        if !(Self.isMapped(capacity) && Self.isZero(value)) { base.initialize(repeating: value, count: count) }
    }

    convenience init(_ values: [Element]) {
        self.init(uninitializedCount: values.count)
        values.withUnsafeBufferPointer { src in
            if let s = src.baseAddress { base.update(from: s, count: values.count) }
        }
    }

    deinit { Self.release(base, capacity) }

    /// Bytes of storage held, reserved capacity included (what a memory budget counts).
    var byteCount: Int { capacity * MemoryLayout<Element>.stride }

    @inline(__always) subscript(i: Int) -> Element {
        get { assert(i >= 0 && i < count, "FlatArray index \(i) out of 0..<\(count)"); return base[i] }
        set { assert(i >= 0 && i < count, "FlatArray index \(i) out of 0..<\(count)"); base[i] = newValue }
    }

    /// A view for hot loops: a value, so the compiler keeps the address in a register.
    @inline(__always) var view: FlatView<Element> { FlatView(base: base, count: count) }

    /// Appends, growing the capacity by half when full (less slack than doubling for large tables).
    /// - Complexity: amortised O(1).
    @inline(__always) func append(_ value: Element) {
        if count == capacity { grow(to: capacity + max(16, capacity / 2)) }
        base[count] = value
        count += 1
    }

    /// Ensures room for `extra` more values without reallocating.
    func reserve(extra: Int) {
        if count + extra > capacity { grow(to: max(capacity + capacity / 2, count + extra)) }
    }

    /// Sets the count (new slots are uninitialised; must not exceed the capacity).
    func setCount(_ n: Int) {
        precondition(n >= 0 && n <= capacity, "count beyond capacity")
        count = n
    }

    /// Sets the count to `n` for reuse as scratch: contents are unspecified. The buffer is kept while `n` is
    /// at least half of it (no new pages to fault in) and replaced when it is too small or twice too large
    /// (unless `keepingLarger`, for scratch that is reused across builds).
    func resizeDiscarding(to n: Int, keepingLarger: Bool = false) {
        precondition(n >= 0, "negative count")
        if n > capacity || (!keepingLarger && n * 2 < capacity && Self.isMapped(capacity)) {
            Self.release(base, capacity)
            capacity = n > capacity ? max(n, capacity + capacity / 2) : max(n, 1)
            base = Self.allocate(capacity, hugePages: hugePages)
        }
        count = n
    }

    /// Sets every value to `value`.
    func fill(_ value: Element) { base.update(repeating: value, count: count) }

    /// Gives back the capacity when less than a quarter of it is in use (for scratch reused as levels shrink).
    func shrinkIfSparse() {
        if count * 4 < capacity { shrinkToFit() }
    }

    /// Gives back unused capacity.
    func shrinkToFit() {
        guard capacity > max(count, 1) else { return }
        grow(to: max(count, 1))
    }

    /// Copies `n` values from `other` starting at `from` to this array at `to`.
    func copy(from other: FlatArray<Element>, at from: Int, to: Int, count n: Int) {
        precondition(from >= 0 && from + n <= other.count && to >= 0 && to + n <= count, "copy out of range")
        (base + to).update(from: other.base + from, count: n)
    }

    func toArray() -> [Element] { Array(UnsafeBufferPointer(start: base, count: count)) }

    private func grow(to newCapacity: Int) {
        let p = Self.allocate(newCapacity, hugePages: hugePages)
        p.moveInitialize(from: base, count: count)
        Self.release(base, capacity)
        base = p
        capacity = newCapacity
    }

    // Large buffers come straight from mmap so freeing them returns the memory to the system at once;
    // glibc's heap would keep them after its mmap threshold adapts, inflating the peak RSS of a build.
    private static var mapThreshold: Int { 1 << 21 }

    private static func isMapped(_ capacity: Int) -> Bool { capacity * MemoryLayout<Element>.stride >= mapThreshold }

    private static func isZero(_ value: Element) -> Bool {
        withUnsafeBytes(of: value) { $0.allSatisfy { $0 == 0 } }
    }

    private static func allocate(_ capacity: Int, hugePages: Bool) -> UnsafeMutablePointer<Element> {
        #if canImport(Glibc)
        if isMapped(capacity) {
            let bytes = capacity * MemoryLayout<Element>.stride
            if let raw = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), raw != MAP_FAILED {
                // Huge pages where the system allows them: far fewer page faults when a level is first written.
                if hugePages && bytes >= 1 << 21 { _ = madvise(raw, bytes, MADV_HUGEPAGE) }
                return raw.bindMemory(to: Element.self, capacity: capacity)
            }
        }
        #endif
        return UnsafeMutablePointer<Element>.allocate(capacity: capacity)
    }

    private static func release(_ p: UnsafeMutablePointer<Element>, _ capacity: Int) {
        #if canImport(Glibc)
        if isMapped(capacity) {
            // A failed mmap fell back to the heap; tell the two apart by trying munmap only on page-aligned bases.
            if Int(bitPattern: p) % Int(getpagesize()) == 0,
               munmap(UnsafeMutableRawPointer(p), capacity * MemoryLayout<Element>.stride) == 0 { return }
        }
        #endif
        p.deallocate()
    }
}

/// A borrowed window on a `FlatArray`, valid while the array lives and is not resized.
struct FlatView<Element: BitwiseCopyable>: @unchecked Sendable {
    private let base: UnsafeMutablePointer<Element>
    let count: Int

    fileprivate init(base: UnsafeMutablePointer<Element>, count: Int) { self.base = base; self.count = count }

    @inline(__always) subscript(i: Int) -> Element {
        get { assert(i >= 0 && i < count, "FlatView index \(i) out of 0..<\(count)"); return base[i] }
        nonmutating set { assert(i >= 0 && i < count, "FlatView index \(i) out of 0..<\(count)"); base[i] = newValue }
    }
}
