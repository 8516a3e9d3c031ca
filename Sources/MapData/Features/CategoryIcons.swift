/// Icons (file stems in icons/) for common OpenStreetMap values the bundled catalogue does not have as
/// categories, so `amenity=pub` or `type: bakery` in a person's file draws a fitting glyph.
enum CategoryIcons {
    /// Lowercased value -> icon stem. Values not listed get the generic "other" icon.
    static let byValue: [String: String] = [
        // Food and drink.
        "bakery": "bakery", "pastry": "bakery", "confectionery": "bakery",
        "bar": "bar", "pub": "bar", "biergarten": "bar", "nightclub": "bar", "brewery": "bar", "wine": "bar",
        "ice_cream": "cafe", "coffee": "cafe", "tea": "cafe",
        "food_court": "restaurant", "food": "restaurant",
        "deli": "shop", "butcher": "shop", "greengrocer": "shop", "clothes": "shop", "books": "shop", "gift": "shop",
        "shoes": "shop", "mall": "shop", "department_store": "shop", "marketplace": "shop",
        // Sights and leisure.
        "gallery": "museum", "arts_centre": "museum", "attraction": "museum", "artwork": "museum",
        "park": "park", "garden": "park", "nature_reserve": "park", "playground": "park", "forest": "park",
        // Stays and money.
        "hostel": "hotel", "motel": "hotel", "guest_house": "hotel", "apartment": "hotel", "camp_site": "hotel",
        "bureau_de_change": "bank", "money_transfer": "bank",
        "chemist": "pharmacy", "doctors": "pharmacy", "hospital": "pharmacy", "clinic": "pharmacy",
    ]

    /// The icon for a value, or nil when none fits.
    static func icon(for value: String) -> String? { byValue[value.lowercased()] }
}
