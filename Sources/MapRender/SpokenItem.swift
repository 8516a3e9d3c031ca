import Foundation
import MapCore

/// What a screen reader says for a pin or a cluster: "Café Regatta, Cafés" and "Cluster of 7 places: 3 cafés,
/// 2 bars, 2 shops" (the largest categories first, as the bubble's colours); "selected" is added for the chosen pin.
public enum SpokenItem {
    /// At most this many categories are named; the rest are "N more".
    public static let namedCategories = 3

    /// `translate`: the app's catalogue lookup (`RenderOptions.translate`).
    public static func name(of item: MapItem, categories: [PlaceCategory.ID: PlaceCategory], selected: Bool = false,
                            translate tr: (String) -> String) -> String {
        func title(_ id: PlaceCategory.ID) -> String { tr(categories[id]?.title ?? PlaceCategory.other.title) }
        switch item {
        case .place(let place):
            let name = String(format: tr("%@, %@"), place.title, title(place.categoryID))
            return selected ? String(format: tr("%@, selected"), name) : name
        case .cluster(let cluster):
            var parts = cluster.categoryCounts.prefix(namedCategories).map { "\($0.count) " + title($0.categoryID).lowercased() }
            let rest = cluster.categoryCounts.dropFirst(namedCategories).reduce(0) { $0 + $1.count }
            if rest > 0 { parts.append(String(format: tr("%d more"), rest)) }
            let head = String(format: tr("Cluster of %d places"), cluster.count)
            return parts.isEmpty ? head : head + ": " + parts.joined(separator: ", ")
        }
    }
}

extension MapRenderer {
    /// The spoken name of `item` in this renderer's categories and language.
    public func spokenName(of item: MapItem, selected: Bool = false) -> String {
        SpokenItem.name(of: item, categories: categories, selected: selected, translate: options.translate)
    }
}
