/// What a callout shows beyond the title; every field is optional.
public struct PlaceDetails: Hashable, Sendable, Codable {
    public var address: String?
    public var openingHours: String?
    public var website: String?
    public var phone: String?
    public var cuisine: String?
    /// Any other properties, shown after the known ones, sorted by key.
    public var extra: [String: String]

    public init(address: String? = nil, openingHours: String? = nil, website: String? = nil,
                phone: String? = nil, cuisine: String? = nil, extra: [String: String] = [:]) {
        self.address = address; self.openingHours = openingHours; self.website = website
        self.phone = phone; self.cuisine = cuisine; self.extra = extra
    }

    /// Label/value rows in display order.
    public var rows: [(label: String, value: String)] {
        var r: [(String, String)] = []
        if let address { r.append(("Address", address)) }
        if let openingHours { r.append(("Opening hours", openingHours)) }
        if let cuisine { r.append(("Cuisine", cuisine)) }
        if let phone { r.append(("Phone", phone)) }
        if let website { r.append(("Website", website)) }
        for k in extra.keys.sorted() { r.append((k, extra[k]!)) }
        return r
    }
}
