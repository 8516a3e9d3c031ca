/// A kind of place the user can filter on (pharmacy, café, …).
public struct PlaceCategory: Hashable, Sendable, Codable, Identifiable {
    public typealias ID = String
    /// A short lowercase word, e.g. "pharmacy".
    public var id: ID
    public var title: String
    /// File stem of the icon in icons/, e.g. "pharmacy" for icons/pharmacy.svg.
    public var iconName: String
    public var color: RGBColor

    public init(id: ID, title: String, iconName: String, color: RGBColor) {
        self.id = id; self.title = title; self.iconName = iconName; self.color = color
    }

    /// Where places with a missing or unknown category go, so nothing is dropped.
    public static let otherID: ID = "other"
    public static let other = PlaceCategory(id: otherID, title: "Other", iconName: "other",
                                            color: RGBColor(red: 0.45, green: 0.47, blue: 0.5))
}
