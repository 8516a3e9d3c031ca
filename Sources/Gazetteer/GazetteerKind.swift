/// What a gazetteer place is; decides the zoom it is shown at.
public enum GazetteerKind: UInt8, Sendable, CaseIterable {
    case country = 0
    case capital = 1
    /// 100,000 people or more.
    case city = 2
    /// 10,000 to 99,999 people.
    case town = 3
    /// Fewer than 10,000 people.
    case village = 4

    /// The zoom that shows the whole of such a place: a country at 5, a capital at 11, a village at 14.
    public var zoom: Double {
        switch self {
        case .country: 5
        case .capital: 11
        case .city: 12
        case .town: 13
        case .village: 14
        }
    }

    /// The word used in a result row ("city in Finland").
    public var noun: String {
        switch self {
        case .country: "country"
        case .capital: "capital"
        case .city: "city"
        case .town: "town"
        case .village: "village"
        }
    }

    /// The builder's TSV spelling.
    init?(name: String) {
        guard let kind = Self.allCases.first(where: { $0.noun == name }) else { return nil }
        self = kind
    }
}
