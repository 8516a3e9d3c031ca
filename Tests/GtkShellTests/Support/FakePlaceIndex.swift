import MapCore

/// A few known places in central Helsinki. A and B form a cluster below zoom 13; D and E share one
/// coordinate and stay a cluster at every zoom; C is always alone.
struct FakePlaceIndex: PlaceIndex {
    static func place(_ id: String, _ lat: Double, _ lon: Double, _ category: String = "cafe") -> Place {
        Place(id: id, categoryID: category, title: "Place \(id)", coordinate: try! Coordinate(latitude: lat, longitude: lon))
    }

    static let a = place("a", 60.1705, 24.9522)
    static let b = place("b", 60.1685, 24.9410, "pharmacy")
    static let c = place("c", 60.1600, 24.9200)
    static let d = place("d", 60.1750, 24.9300)
    static let e = place("e", 60.1750, 24.9300)

    static let abClusterID: UInt64 = 1
    static let stackedClusterID: UInt64 = 2
    static let splitZoom = 13.0

    static func cluster(_ id: UInt64, _ members: [Place], expansionZoom: Double) -> ClusterSummary {
        let bounds = GeoBounds(containing: members.map(\.coordinate))!
        let lat = members.map(\.coordinate.latitude).reduce(0, +) / Double(members.count)
        let lon = members.map(\.coordinate.longitude).reduce(0, +) / Double(members.count)
        return ClusterSummary(id: id, count: members.count, center: Coordinate(clampingLatitude: lat, wrappingLongitude: lon),
                              bounds: bounds, expansionZoom: expansionZoom,
                              categoryCounts: [.init(categoryID: "cafe", count: members.count)])
    }

    var placeCount: Int { 5 }

    func items(in bounds: GeoBounds, zoom: Double) -> [MapItem] {
        var out: [MapItem] = [.place(Self.c)]
        if zoom < Self.splitZoom {
            out.append(.cluster(Self.cluster(Self.abClusterID, [Self.a, Self.b], expansionZoom: Self.splitZoom)))
        } else {
            out += [.place(Self.a), .place(Self.b)]
        }
        out.append(.cluster(Self.cluster(Self.stackedClusterID, [Self.d, Self.e], expansionZoom: 99)))
        return out.filter { bounds.contains($0.coordinate) }
    }

    func leaves(ofCluster id: UInt64, limit: Int, offset: Int) -> [Place] {
        let all = id == Self.abClusterID ? [Self.a, Self.b] : id == Self.stackedClusterID ? [Self.d, Self.e] : []
        return Array(all.dropFirst(offset).prefix(limit))
    }
}

/// Counts queries so tests can check the "only when something changed" rule.
final class CountingIndex: PlaceIndex, @unchecked Sendable {
    private let inner = FakePlaceIndex()
    private(set) var queries = 0
    var placeCount: Int { inner.placeCount }
    func items(in bounds: GeoBounds, zoom: Double) -> [MapItem] { queries += 1; return inner.items(in: bounds, zoom: zoom) }
    func leaves(ofCluster id: UInt64, limit: Int, offset: Int) -> [Place] { inner.leaves(ofCluster: id, limit: limit, offset: offset) }
}
