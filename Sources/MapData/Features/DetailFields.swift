import MapCore

/// Fills `PlaceDetails` from a feature's properties the same way for every format: the known keys (address and
/// `addr:*`, opening hours, website, phone, cuisine) into their fields, every other property into `extra` in
/// file order.
enum DetailFields {
    /// Which field a property key fills.
    enum Kind {
        case address, openingHours, website, phone, cuisine, street, number, postcode, city, country, extra
    }

    /// The field `key` fills.
    static func kind(of key: String) -> Kind {
        // A switch on the key compares short strings directly: no hashing per property.
        switch key {
        case "address", "location.address", "Location.Address": .address
        case "opening_hours": .openingHours
        case "website", "contact:website", "url": .website
        case "phone", "contact:phone": .phone
        case "cuisine": .cuisine
        case "addr:street": .street
        case "addr:housenumber": .number
        case "addr:postcode": .postcode
        case "addr:city": .city
        case "addr:country": .country
        default: .extra
        }
    }

    /// - Parameter skipping: keys already shown elsewhere (the title's, the category's, the id).
    static func details(_ properties: [PlaceProperty], skipping: (String) -> Bool) -> PlaceDetails {
        details(properties, kinds: properties.map { kind(of: $0.key) }) { skipping(properties[$0].key) }
    }

    /// With each property's kind known (`kinds[i]` is `properties[i]`'s); `skipping` takes a property's index.
    static func details(_ properties: [PlaceProperty], kinds: [Kind], skipping: (Int) -> Bool) -> PlaceDetails {
        var d = PlaceDetails()
        var street: String?, number: String?, postcode: String?, city: String?, country: String?
        for (i, p) in properties.enumerated() {
            if skipping(i) { continue }
            let value = p.value
            switch kinds[i] {
            case .address: if d.address == nil { d.address = value }
            case .openingHours: d.openingHours = value
            case .website: if d.website == nil { d.website = value }
            case .phone: if d.phone == nil { d.phone = value }
            case .cuisine: d.cuisine = value
            case .street: street = value
            case .number: number = value
            case .postcode: postcode = value
            case .city: city = value
            case .country: country = value
            case .extra: d.extra.append(p)
            }
        }
        if d.address == nil, street != nil || number != nil || postcode != nil || city != nil || country != nil {
            let line1 = [street, number].compactMap { $0 }.joined(separator: " ")
            let line2 = [postcode, city].compactMap { $0 }.joined(separator: " ")
            let joined = [line1, line2, country ?? ""].filter { !$0.isEmpty }.joined(separator: ", ")
            if !joined.isEmpty { d.address = joined }
        }
        return d
    }
}
