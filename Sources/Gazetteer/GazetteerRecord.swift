/// One place as the builder reads it (tools/gazetteer/build.py writes these as TSV).
public struct GazetteerRecord: Hashable, Sendable {
    public var name: String
    public var latitude: Double
    public var longitude: Double
    public var population: Int
    public var kind: GazetteerKind
    /// Index into the region list of its country, and of its first-level region (nil: none named).
    public var country: Int
    public var region: Int?
    public var alternates: [String]

    public init(name: String, latitude: Double, longitude: Double, population: Int, kind: GazetteerKind,
                country: Int, region: Int?, alternates: [String]) {
        self.name = name; self.latitude = latitude; self.longitude = longitude; self.population = population
        self.kind = kind; self.country = country; self.region = region; self.alternates = alternates
    }
}
