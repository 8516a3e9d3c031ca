import MapCore

/// The geographic extent of everything in a PlaceIndex (for "fit all").
public enum PlaceExtent {
    /// The box around every place, from the index's coarsest level; nil when it holds none.
    public static func bounds(of index: any PlaceIndex) -> GeoBounds? {
        guard index.placeCount > 0 else { return nil }
        var box: GeoBounds?
        func add(_ b: GeoBounds) {
            if box == nil { box = b } else {
                box!.west = min(box!.west, b.west); box!.east = max(box!.east, b.east)
                box!.south = min(box!.south, b.south); box!.north = max(box!.north, b.north)
            }
        }
        for item in index.items(in: .world, zoom: 0) {
            switch item {
            case .place(let p): add(GeoBounds(west: p.coordinate.longitude, south: p.coordinate.latitude,
                                              east: p.coordinate.longitude, north: p.coordinate.latitude))
            case .cluster(let c): add(c.bounds.crossesAntimeridian ? .world : c.bounds)
            }
        }
        return box
    }
}
