import MapCore

/// What `--export` writes: places and shapes with the categories they name, in the order given.
public struct PlaceExport: Sendable {
    public var places: [Place]
    public var shapes: [PlaceShape]
    /// Titles for category ids (KML folder descriptions); a category not listed is written by its id alone.
    public var categories: [PlaceCategory]

    public init(places: [Place], shapes: [PlaceShape] = [], categories: [PlaceCategory] = []) {
        self.places = places; self.shapes = shapes; self.categories = categories
    }

    /// Only the places and shapes whose category is in `ids`. - Complexity: O(places + shapes).
    public func filtered(toCategories ids: Set<PlaceCategory.ID>) -> PlaceExport {
        PlaceExport(places: places.filter { ids.contains($0.categoryID) },
                    shapes: shapes.filter { ids.contains($0.categoryID) },
                    categories: categories.filter { ids.contains($0.id) })
    }

    /// Every category id used, in order of first use (places first, then shapes).
    public var usedCategoryIDs: [PlaceCategory.ID] {
        var seen = Set<PlaceCategory.ID>()
        var ids: [PlaceCategory.ID] = []
        for id in places.lazy.map(\.categoryID) + shapes.lazy.map(\.categoryID) where seen.insert(id).inserted {
            ids.append(id)
        }
        return ids
    }
}
