import MapCore
import Testing
@testable import Search

/// The index against the word-by-word reference on random places and queries (typos included).
@Suite struct SearchReferenceTests {
    @Test func indexAgreesWithReference() {
        var seeded = SeededGenerator(seed: 42)
        let syllables = ["ka", "la", "mä", "ki", "jär", "vi", "so", "der", "holm", "ber", "ga", "tan", "tie", "ku", "pi", "ö", "ro"]
        func word() -> String { (0..<Int.random(in: 1...4, using: &seeded)).map { _ in syllables.randomElement(using: &seeded)! }.joined() }
        let categories = Fixtures.categories.map(\.id)
        let places = (0..<400).map { i in
            Fixtures.place("\(i)", "\(word().capitalized) \(word())", category: categories.randomElement(using: &seeded)!,
                           lat: Double.random(in: 59...61, using: &seeded), lon: Double.random(in: 23...26, using: &seeded),
                           address: "\(word())katu \(Int.random(in: 1...40, using: &seeded))", cuisine: word())
        }
        let index = Fixtures.index(places)
        let reference = SearchReference(places: places, categories: Fixtures.categories)
        let near = Fixtures.helsinki
        var queries = ["k", "ka", "kala", "pharm", "hotels", "cafe", "fast", "1", "katu 1"]
        for _ in 0..<150 {
            var w = Array(places.randomElement(using: &seeded)!.title.lowercased())
            // Cut to a prefix, then maybe make one typo.
            w = Array(w.prefix(Int.random(in: 1...w.count, using: &seeded)))
            if w.count >= 5, Bool.random(using: &seeded) {
                let at = Int.random(in: 0..<w.count - 1, using: &seeded)
                switch Int.random(in: 0..<4, using: &seeded) {
                case 0: w[at] = "x"
                case 1: w.remove(at: at)
                case 2: w.insert("q", at: at)
                default: w.swapAt(at, at + 1)
                }
            }
            queries.append(String(w))
        }
        for q in queries {
            let fast = index.search(q, near: near, limit: 30).map { [$0.placeIndex, Int($0.typo ? 1 : 0), Int($0.tier.rawValue)] }
            let slow = reference.search(q, near: near, limit: 30).map { [$0.placeIndex, Int($0.quality.typo ? 1 : 0), Int($0.quality.tier.rawValue)] }
            #expect(fast == slow, "query \(q)")
        }
    }
}

/// A small deterministic generator (SplitMix64) so the random test is the same every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
