#if canImport(Glibc)
import Glibc
#endif

/// Large zeroed arrays in transparent huge pages where the system allows them (`madvise`), for a table read at
/// random: in 4 KiB pages nearly every lookup of a million-slot id table also missed the TLB, which a prefetch
/// does not hide.
enum HugePageArray {
    /// From this size on the pages are asked to be huge; a smaller array is made as usual.
    static let minBytes = 2 << 20

    /// `count` zeros, in huge pages when large enough.
    static func zeroed(count: Int) -> [UInt64] {
        let bytes = count * MemoryLayout<UInt64>.stride
        guard bytes >= minBytes else { return [UInt64](repeating: 0, count: count) }
        return [UInt64](unsafeUninitializedCapacity: count) { buffer, initialized in
            #if canImport(Glibc)
            // Advised before the first write, so the zeroing faults in huge pages.
            let base = Int(bitPattern: buffer.baseAddress)
            PageAdvice.advise(base..<base + bytes, MADV_HUGEPAGE)
            #endif
            buffer.initialize(repeating: 0)
            initialized = count
        }
    }
}
