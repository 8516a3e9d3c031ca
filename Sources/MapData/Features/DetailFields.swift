import MapCore

/// Fills `PlaceDetails` from a feature's properties the same way for every format: the known keys (address and
/// `addr:*`, opening hours, website, phone, cuisine) into their fields, every other property into `extra` in
/// file order.
enum DetailFields {
    /// - Parameter skipping: keys already shown elsewhere (the title's, the category's, the id).
    static func details(_ properties: [PlaceProperty], skipping: (String) -> Bool) -> PlaceDetails {
        var d = PlaceDetails()
        var street: String?, number: String?, postcode: String?, city: String?, country: String?
        for p in properties {
            if skipping(p.key) { continue }
            let value = p.value
            // A switch on the key compares short strings directly: no hashing per property.
            switch p.key {
            case "address", "location.address", "Location.Address": if d.address == nil { d.address = value }
            case "opening_hours": d.openingHours = value
            case "website", "contact:website", "url": if d.website == nil { d.website = value }
            case "phone", "contact:phone": if d.phone == nil { d.phone = value }
            case "cuisine": d.cuisine = value
            case "addr:street": street = value
            case "addr:housenumber": number = value
            case "addr:postcode": postcode = value
            case "addr:city": city = value
            case "addr:country": country = value
            default: d.extra.append(p)
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
