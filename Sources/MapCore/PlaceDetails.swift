/// What a callout shows beyond the title; every field is optional.
public struct PlaceDetails: Hashable, Sendable {
    /// The one known field most files have, kept inline so it costs no allocation of its own.
    public var address: String?
    /// The other known fields that are set, in `KnownDetail.Field` order. Most places have none, and an empty array
    /// allocates nothing: five optional strings inline were 80 of a place's 152 bytes.
    private var known: [KnownDetail]
    /// Any other properties, shown after the known ones, in the file's order.
    public var extra: [PlaceProperty]

    public var openingHours: String? {
        get { value(.openingHours) }
        set { set(.openingHours, newValue) }
    }
    public var website: String? {
        get { value(.website) }
        set { set(.website, newValue) }
    }
    public var phone: String? {
        get { value(.phone) }
        set { set(.phone, newValue) }
    }
    public var cuisine: String? {
        get { value(.cuisine) }
        set { set(.cuisine, newValue) }
    }

    public init(address: String? = nil, openingHours: String? = nil, website: String? = nil,
                phone: String? = nil, cuisine: String? = nil, extra: [PlaceProperty] = []) {
        self.address = address
        known = []
        self.extra = extra
        // No array of the four: this init runs once per place read.
        if let openingHours { known.append(KnownDetail(field: .openingHours, value: openingHours)) }
        if let website { known.append(KnownDetail(field: .website, value: website)) }
        if let phone { known.append(KnownDetail(field: .phone, value: phone)) }
        if let cuisine { known.append(KnownDetail(field: .cuisine, value: cuisine)) }
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

    private func value(_ field: KnownDetail.Field) -> String? {
        for k in known where k.field == field { return k.value }
        return nil
    }

    /// Keeps `known` in field order with one entry per field, so equal details compare and hash equal.
    private mutating func set(_ field: KnownDetail.Field, _ text: String?) {
        let at = known.firstIndex { $0.field.rawValue >= field.rawValue } ?? known.endIndex
        let present = at < known.endIndex && known[at].field == field
        switch (text, present) {
        case (let text?, true): known[at].value = text
        case (let text?, false): known.insert(KnownDetail(field: field, value: text), at: at)
        case (nil, true): known.remove(at: at)
        case (nil, false): break
        }
    }
}
