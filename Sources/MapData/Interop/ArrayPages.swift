#if canImport(Glibc)
import Glibc
#endif

/// Makes the pages under an array's unused room, up to `count` elements, ahead of the appends that will fill them
/// (MADV_POPULATE_WRITE, Linux 5.14; older kernels refuse it and the appends fault them in as before).
enum ArrayPages {
    static func populate<Element>(roomOf array: inout [Element], upTo count: Int) {
        #if canImport(Glibc)
        let stride = MemoryLayout<Element>.stride
        let filled = array.count, room = Swift.min(array.capacity, count)
        guard room > filled else { return }
        array.withUnsafeMutableBufferPointer { buffer in
            let page = Int(sysconf(Int32(_SC_PAGESIZE)))
            let base = Int(bitPattern: buffer.baseAddress)
            let start = (base + filled * stride + page - 1) / page * page
            let end = (base + room * stride) / page * page
            if end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) {
                _ = madvise(pointer, end - start, 23)
            }
        }
        #endif
    }
}
