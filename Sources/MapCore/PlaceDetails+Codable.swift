/// The same keys as when the five known fields were stored properties: absent fields are left out.
extension PlaceDetails: Codable {
    private enum CodingKeys: String, CodingKey {
        case address, openingHours, website, phone, cuisine, extra
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(address: try c.decodeIfPresent(String.self, forKey: .address),
                  openingHours: try c.decodeIfPresent(String.self, forKey: .openingHours),
                  website: try c.decodeIfPresent(String.self, forKey: .website),
                  phone: try c.decodeIfPresent(String.self, forKey: .phone),
                  cuisine: try c.decodeIfPresent(String.self, forKey: .cuisine),
                  extra: try c.decode([PlaceProperty].self, forKey: .extra))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(address, forKey: .address)
        try c.encodeIfPresent(openingHours, forKey: .openingHours)
        try c.encodeIfPresent(website, forKey: .website)
        try c.encodeIfPresent(phone, forKey: .phone)
        try c.encodeIfPresent(cuisine, forKey: .cuisine)
        try c.encode(extra, forKey: .extra)
    }
}
