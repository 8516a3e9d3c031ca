import Foundation
import MapCore

/// Realistic fake place data for benchmarks and large-file tests: seeded, so every run writes the same bytes.
public enum SyntheticGeoJSON {
    static let categories = ["restaurant", "cafe", "fast_food", "supermarket", "convenience", "shop",
                             "pharmacy", "hotel", "bank", "atm", "museum"]
    static let words = ["Kahvila", "Ravintola", "Helmi", "Aurora", "Kallio", "Puisto", "Sataman", "Pieni",
                        "Iso", "Kulma", "Tori", "Meri", "Vanha", "Uusi", "Kivi", "Lumi"]

    /// A FeatureCollection of `count` Point features spread over lon −180…180, lat −80…80.
    public static func data(featureCount count: Int, seed: UInt64 = 42) -> Data {
        var out = Data()
        out.reserveCapacity(count * 330 + 64)
        write(featureCount: count, seed: seed) { out.append(contentsOf: $0.utf8) }
        return out
    }

    /// Writes the same text to a file in chunks, so memory stays small for very large counts.
    public static func write(featureCount count: Int, seed: UInt64 = 42, to url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path])
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        var chunk = ""
        var failure: (any Error)?
        write(featureCount: count, seed: seed) { piece in
            chunk += piece
            if chunk.utf8.count > 1 << 20, failure == nil {
                do { try handle.write(contentsOf: Data(chunk.utf8)) } catch { failure = error }
                chunk = ""
            }
        }
        if let failure { throw failure }
        try handle.write(contentsOf: Data(chunk.utf8))
    }

    private static func write(featureCount count: Int, seed: UInt64, _ emit: (String) -> Void) {
        var rng = SplitMix64(seed: seed)
        emit(#"{"type":"FeatureCollection","features":["# + "\n")
        for i in 0..<count {
            let lon = rng.unit() * 360 - 180, lat = rng.unit() * 160 - 80
            let category = categories[Int(rng.next() % UInt64(categories.count))]
            let name = words[Int(rng.next() % 16)] + " " + words[Int(rng.next() % 16)] + " \(i)"
            let street = words[Int(rng.next() % 16)] + "nkatu \(rng.next() % 120 + 1)"
            var f = #"{"type":"Feature","id":"node/"# + String(i + 1) + #"","geometry":{"type":"Point","coordinates":["#
            f += fixed7(lon) + "," + fixed7(lat) + #"]},"properties":{"name":""# + name + #"","category":""# + category + "\""
            f += #","address":""# + street + #", 00100 Helsinki","opening_hours":"Mo-Fr 08:00-20:00; Sa 10:00-18:00""#
            f += #","phone":"+358 9 "# + String(1_000_000 + rng.next() % 8_999_999) + "\""
            f += #","website":"https://example.org/place/"# + String(i + 1) + #"","level":"# + String(rng.next() % 4) + "}}"
            emit(f + (i + 1 < count ? ",\n" : "\n"))
        }
        emit("]}\n")
    }

    /// Seven decimals without Foundation formatting (locale-free and fast).
    private static func fixed7(_ v: Double) -> String {
        let scaled = Int64((abs(v) * 10_000_000).rounded())
        let whole = scaled / 10_000_000, frac = scaled % 10_000_000
        let fracText = String(frac)
        return (v < 0 && scaled != 0 ? "-" : "") + String(whole) + "." + String(repeating: "0", count: 7 - fracText.count) + fracText
    }
}
