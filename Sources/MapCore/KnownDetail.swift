/// One of a place's known detail fields that is set (opening hours, website, phone, cuisine) and its text.
struct KnownDetail: Hashable, Sendable {
    enum Field: UInt8, Hashable, Sendable {
        case openingHours, website, phone, cuisine
    }

    let field: Field
    var value: String
}
