import Foundation
import Search

/// When the window asks an online geocoder, per Photon's and Nominatim's usage policies.
public enum OnlineSearchPolicy {
    /// Typing pause before a request: each keystroke does not become one.
    public static let quietTime = Duration.milliseconds(300)
    /// Shortest query sent.
    public static let minimumCharacters = 3
    /// Places asked for per query.
    public static let limit = 10

    /// Whether `text` goes to the geocoder: three characters or more, and not coordinates (those stay local).
    public static func asksOnline(_ text: String) -> Bool {
        text.trimmingCharacters(in: .whitespacesAndNewlines).count >= minimumCharacters && LocationQuery.parse(text) == nil
    }
}
