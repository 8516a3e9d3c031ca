#if canImport(CMalloc)
import CMalloc
#endif

/// glibc's allocator settings for a long-running map session.
enum MallocPolicy {
    /// Blocks of 1 MiB and more (cluster columns, place arrays, tile buffers) are mapped on their own, so freeing
    /// them returns the memory at once. Left dynamic, glibc raises this threshold to 32 MiB after the first large free,
    /// and each category toggle's arrays then fragment the heap: a 1M-place soak grew 525 -> 780 MB with it and
    /// stayed under 540 MB without it.
    static let mmapThreshold: Int32 = 1 << 20

    static func apply() {
        #if canImport(CMalloc)
        _ = mallopt(M_MMAP_THRESHOLD, mmapThreshold)
        #endif
    }

    /// Hands the free pages inside every heap arena back to the kernel. glibc returns only the top of the main heap
    /// by itself; the holes left by a pan's decoded tiles and the worker threads' arenas stay resident until this.
    /// Called when the map goes idle (`TileStore.onIdleTrim`), never per frame.
    static func releaseFreeMemory() {
        #if canImport(CMalloc)
        _ = malloc_trim(0)
        #endif
    }
}
