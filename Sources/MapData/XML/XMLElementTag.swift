/// The elements a reader tells apart, as the parser's `code` for them: the case's place in `byCode`.
protocol XMLElementTag: RawRepresentable, CaseIterable where RawValue == String {
    /// The cases in code order, made once (a synthesized `allCases` builds its array at every call).
    static var byCode: [Self] { get }
}

extension XMLElementTag {
    /// The names in code order, for `XMLPullParser(…, watching:)`.
    static var names: [String] { byCode.map(\.rawValue) }

    /// The tag of a parser code (nil: an element the reader does not tell apart).
    init?(code: Int32) {
        guard code >= 0, Int(code) < Self.byCode.count else { return nil }
        self = Self.byCode[Int(code)]
    }
}
