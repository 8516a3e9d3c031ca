/// A fixed 64-bit hash (FNV-1a and a splitmix finaliser): unlike `Hasher`, the same in every run,
/// so ids derived from it stay stable across launches.
enum StableHash {
    static func of(_ s: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in s.utf8 { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01b3 }
        return h
    }

    @inline(__always) static func combine(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var z = a &+ 0x9e37_79b9_7f4a_7c15 &+ (b &* 0xbf58_476d_1ce4_e5b9)
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
}
