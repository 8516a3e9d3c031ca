/// What a callout shows beyond the title; every field is optional.
public struct PlaceDetails: Hashable, Sendable, Codable {
    public var address: String?
    public var openingHours: String?
    public var website: String?
    public var phone: String?
    public var cuisine: String?
    /// Any other properties, shown after the known ones, in the file's order.
    public var extra: [PlaceProperty]

    public init(address: String? = nil, openingHours: String? = nil, website: String? = nil,
                phone: String? = nil, cuisine: String? = nil, extra: [PlaceProperty] = []) {
        self.address = address; self.openingHours = openingHours; self.website = website
        self.phone = phone; self.cuisine = cuisine; self.extra = extra
    }

    /// The value of the first property named `key`, if any. - Complexity: O(properties).
    public func extraValue(_ key: String) -> String? {
        extra.first { $0.key == key }?.value
    }

    /// Label/value rows in display order.
    public var rows: [(label: String, value: String)] {
        var r: [(String, String)] = []
        if let address { r.append(("Address", address)) }
        if let openingHours { r.append(("Opening hours", openingHours)) }
        if let cuisine { r.append(("Cuisine", cuisine)) }
        if let phone { r.append(("Phone", phone)) }
        if let website { r.append(("Website", website)) }
        for p in extra { r.append((p.key, p.value)) }
        return r
    }
}
