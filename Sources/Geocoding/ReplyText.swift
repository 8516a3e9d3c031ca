import Foundation

/// Text from a geocoder's reply made safe to show: trimmed, control characters dropped, length capped.
enum ReplyText {
    /// Longest name or address part kept, in characters (a hostile server's megabyte name is cut).
    static let maxLength = 200

    static func clean(_ text: String?) -> String? {
        guard let text else { return nil }
        // A tab or newline in a name must not forge a column or a line where it is printed.
        let scalars = text.unicodeScalars.lazy.filter { $0.properties.generalCategory != .control }.prefix(maxLength * 4)
        let trimmed = String(String.UnicodeScalarView(scalars)).trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : String(trimmed.prefix(maxLength))
    }

    /// The parts joined by ", ", leaving out empty ones, `name` itself and repeats.
    static func join(_ parts: [String?], without name: String) -> String {
        var seen: Set<String> = [name]
        return parts.compactMap { $0 }.filter { seen.insert($0).inserted }.joined(separator: ", ")
    }
}
