import MapCore

/// Stand-in until Clustering's PlaceClusterIndex is merged: every place is its own item.
struct TemporaryIndex: PlaceIndex {
    let places: [Place]
    var placeCount: Int { places.count }
    func items(in bounds: GeoBounds, zoom: Double) -> [MapItem] {
        places.filter { bounds.contains($0.coordinate) }.map(MapItem.place)
    }
    func leaves(ofCluster id: UInt64, limit: Int, offset: Int) -> [Place] { [] }
}
