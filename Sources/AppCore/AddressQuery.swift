import Foundation
import Search

/// Whether typed text reads as a street address ("Mannerheimintie 1", "221B Baker Street", "Rue de Rivoli 14-20"):
/// offline, only the loaded places' own `addr:*` tags can answer it, so the list says once that addresses elsewhere
/// need an online geocoder.
public enum AddressQuery {
    /// A house number (digits, maybe a letter or a range: "1", "13A", "14-20") beside a word of three letters or more;
    /// never coordinates.
    public static func looksLikeAddress(_ text: String) -> Bool {
        guard LocationQuery.parse(text) == nil else { return false }
        let words = text.split(whereSeparator: { $0.isWhitespace || $0 == "," })
        let number = words.contains { word in
            guard let first = word.first, first.isNumber, word.count <= 8 else { return false }
            return word.allSatisfy { $0.isNumber || $0.isLetter || $0 == "-" || $0 == "/" } && word.filter(\.isLetter).count <= 2
        }
        let street = words.contains { $0.filter(\.isLetter).count >= 3 }
        return number && street
    }
}

extension PlaceSearch {
    /// Whether the list for `text` says addresses need a connection: it reads as an address and no geocoder is set
    /// (one that is set but failing has its own note).
    public func showsAddressNote(for text: String) -> Bool { !hasGeocoder && AddressQuery.looksLikeAddress(text) }
}
