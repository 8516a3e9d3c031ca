import Testing
@testable import MapArchive

@Suite struct InflateTests {
    @Test func inflatesGzip() throws {
        let text = Array(String(repeating: "Helsinki ", count: 500).utf8)
        #expect(try Inflate.inflate(Gzip.compress(text), cap: 1 << 20) == text)
        #expect(Inflate.isGzip(Gzip.compress(text)))
    }

    @Test func gzipBombIsAnErrorNotAnAllocation() {
        // 17 MB of zeros squeezed into about 17 KB; the cap stops it at 16 MB.
        let bomb = Gzip.compress([UInt8](repeating: 0, count: 17 << 20))
        #expect(bomb.count < 50_000)
        #expect(throws: InflateError.tooLarge(cap: Inflate.tileCap)) { try Inflate.inflate(bomb, cap: Inflate.tileCap) }
    }

    @Test func truncatedAndCorruptStreamsAreErrors() {
        let whole = Gzip.compress(Array(String(repeating: "x y z ", count: 200).utf8))
        #expect(throws: InflateError.truncated) { try Inflate.inflate(Array(whole.prefix(whole.count / 2)), cap: 1 << 20) }
        #expect(throws: InflateError.self) { try Inflate.inflate([0x1f, 0x8b, 9, 9, 9, 9, 9, 9, 9, 9], cap: 1 << 20) }
        #expect(throws: InflateError.truncated) { try Inflate.inflate([], cap: 1 << 20) }
    }
}
