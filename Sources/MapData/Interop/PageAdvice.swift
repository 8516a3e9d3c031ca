#if canImport(Glibc)
import Glibc
#endif

/// Advice to the kernel (`madvise`) for the whole pages inside a range of this process's memory; a page the range
/// only partly covers is left alone, as it may hold other data.
enum PageAdvice {
    /// MADV_POPULATE_WRITE (Linux 5.14): the pages made now, in one call; older kernels refuse it.
    static let populateWrite: Int32 = 23

    static func advise(_ range: Range<Int>, _ advice: Int32) {
        #if canImport(Glibc)
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let start = (range.lowerBound + page - 1) / page * page, end = range.upperBound / page * page
        if end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) {
            _ = madvise(pointer, end - start, advice)
        }
        #endif
    }
}
