import CPrefetch

/// Asks for an array element's cache line ahead of its use: a lookup into a table larger than the cache then
/// overlaps its miss with the work before it (`FeatureAssembler` claims an id after making the place).
enum Prefetch {
    @inline(__always) static func element(_ i: Int, of array: [UInt64]) {
        array.withUnsafeBufferPointer { buffer in
            guard i >= 0, i < buffer.count, let base = buffer.baseAddress else { return }
            pinmap_prefetch(base + i)
        }
    }
}
