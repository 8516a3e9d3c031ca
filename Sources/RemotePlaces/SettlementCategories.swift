import MapCore

/// Categories of the server script's `places` collection (GeoNames cities), which the catalog does not have.
public enum SettlementCategories {
    public static let all: [PlaceCategory] = [
        PlaceCategory(id: "capital", title: "Capitals", iconName: "other", color: RGBColor(red: 0.75, green: 0.12, blue: 0.16)),
        PlaceCategory(id: "city", title: "Cities", iconName: "other", color: RGBColor(red: 0.16, green: 0.35, blue: 0.75)),
        PlaceCategory(id: "town", title: "Towns", iconName: "other", color: RGBColor(red: 0.2, green: 0.6, blue: 0.35)),
    ]
}
