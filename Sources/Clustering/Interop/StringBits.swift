/// A string's two stored words. Equal words are the same string (a small string's own bytes, or one shared storage
/// object), so a short table keyed by them finds a category without hashing its text; unequal words may still be
/// equal strings (two storage objects), which the caller then looks up by value.
enum StringBits {
    @inline(__always)
    static func of(_ string: String) -> SIMD2<UInt64> {
        // A copy of the bits only: no retain, and the result is never used as a string.
        unsafeBitCast(string, to: SIMD2<UInt64>.self)
    }
}
