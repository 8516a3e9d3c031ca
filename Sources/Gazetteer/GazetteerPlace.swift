import MapCore

/// One place of the world gazetteer.
public struct GazetteerPlace: Hashable, Sendable {
    /// Its main name (GeoNames' own spelling).
    public let name: String
    public let coordinate: Coordinate
    public let population: Int
    public let kind: GazetteerKind
    /// The first-level region, where the source names it (US states).
    public let region: String?
    /// The country; for a country, its own name.
    public let country: String
    /// Its position in the file (stable for one file).
    public let id: Int

    public init(name: String, coordinate: Coordinate, population: Int, kind: GazetteerKind, region: String?, country: String, id: Int) {
        self.name = name; self.coordinate = coordinate; self.population = population
        self.kind = kind; self.region = region; self.country = country; self.id = id
    }

    /// What it is and where: "city in Illinois, United States · 116,250", "country · 5,244,000".
    public var summary: String {
        var where_ = kind.noun
        if kind != .country { where_ += " in " + ([region, country].compactMap { $0 }.joined(separator: ", ")) }
        guard population > 0 else { return where_ }
        return where_ + " · " + Self.grouped(population)
    }

    /// Digits in groups of three with commas, whatever the locale (the CLI's output must not vary).
    static func grouped(_ n: Int) -> String {
        let digits = String(n)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return out
    }
}
