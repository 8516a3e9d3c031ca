/// A string's UTF-8 bytes read straight from its storage when it is contiguous (every native string), which
/// is several times cheaper per byte than `String.UTF8View`'s iterator; bridged strings go byte by byte.
enum UTF8Bytes {
    @inline(__always)
    static func forEach(in text: String, _ body: (UInt8) -> Void) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes { body(byte) }
        }
        if done == nil { for byte in text.utf8 { body(byte) } }
    }
}
