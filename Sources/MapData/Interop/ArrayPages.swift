/// Makes the pages under an array's unused room, up to `count` elements, ahead of the appends that will fill them
/// (older kernels refuse it and the appends fault them in as before).
enum ArrayPages {
    static func populate<Element>(roomOf array: inout [Element], upTo count: Int) {
        let stride = MemoryLayout<Element>.stride
        let filled = array.count, room = Swift.min(array.capacity, count)
        guard room > filled else { return }
        array.withUnsafeMutableBufferPointer { buffer in
            let base = Int(bitPattern: buffer.baseAddress)
            PageAdvice.advise(base + filled * stride..<base + room * stride, PageAdvice.populateWrite)
        }
    }
}
