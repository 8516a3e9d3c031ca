import MapCore
import Testing

/// The "cannot split" rule, with the clustering index's real numbers: at latitude 60 its deepest level (20)
/// joins places closer than about 3.7 m, so pairs 0, 1 and 3 m apart never split (infinite expansion zoom),
/// a pair 5 m apart splits at 20, and one 10 m apart at 19.
@Suite struct ClusterExpansionTests {
    static let here = Coordinate(clampingLatitude: 60.16933, wrappingLongitude: 24.93799)

    /// A two-place cluster `metres` apart north–south that the index splits at `expansionZoom`.
    static func cluster(metres: Double, expansionZoom: Double) -> ClusterSummary {
        let north = here.latitude + metres / 111_320
        return ClusterSummary(id: 1, count: 2, center: here,
                              bounds: GeoBounds(west: here.longitude, south: here.latitude, east: here.longitude, north: north),
                              expansionZoom: expansionZoom, categoryCounts: [])
    }

    static func style(maxZoom: Int) -> MapStyle {
        MapStyle(id: "s", name: "S", urlTemplate: "https://t.example/{z}/{x}/{y}.png", attribution: "", maxZoom: maxZoom)
    }

    @Test(arguments: [(0.0, Double.infinity), (0, 12), (1, .infinity), (3, .infinity)])
    func placesAFewMetresApartCannotSplitUnderAnyStyle(metres: Double, expansionZoom: Double) {
        let c = Self.cluster(metres: metres, expansionZoom: expansionZoom)
        for maxZoom in [16, 19, 22] {
            #expect(ClusterExpansion.cannotSplit(c, style: Self.style(maxZoom: maxZoom)), "\(metres) m, maxZoom \(maxZoom)")
            #expect(ClusterExpansion(cluster: c, viewZoom: 18, style: Self.style(maxZoom: maxZoom)) == .list)
        }
    }

    @Test func tenMetresApartZoomsInEvenUnderMaxZoom16() {
        let c = Self.cluster(metres: 10, expansionZoom: 19)
        #expect(ClusterExpansion(cluster: c, viewZoom: 17, style: Self.style(maxZoom: 16)) == .zoomIn(to: 19))
        #expect(ClusterExpansion(cluster: c, viewZoom: 17, style: Self.style(maxZoom: 19)) == .zoomIn(to: 19))
    }

    @Test func fiveMetresApartListsUnderMaxZoom16AndZoomsUnder19() {
        let c = Self.cluster(metres: 5, expansionZoom: 20)
        #expect(Self.style(maxZoom: 16).viewZoomRange.upperBound == 19, "raster tiles overzoom three levels")
        #expect(ClusterExpansion(cluster: c, viewZoom: 18, style: Self.style(maxZoom: 16)) == .list)
        #expect(ClusterExpansion(cluster: c, viewZoom: 18, style: Self.style(maxZoom: 19)) == .zoomIn(to: 20))
    }

    @Test func splitAtTheHighestZoomItselfStillZooms() {
        let c = Self.cluster(metres: 5, expansionZoom: 19)
        #expect(ClusterExpansion(cluster: c, viewZoom: 18.5, highestZoom: 19) == .zoomIn(to: 19))
    }

    @Test func alwaysZoomsInAtLeastOneLevelButNeverPastTheHighest() {
        let c = Self.cluster(metres: 50, expansionZoom: 9)
        #expect(ClusterExpansion(cluster: c, viewZoom: 11, highestZoom: 19) == .zoomIn(to: 12))
        #expect(ClusterExpansion(cluster: c, viewZoom: 18.5, highestZoom: 19) == .zoomIn(to: 19))
    }

    @Test func notANumberCannotSplit() {
        #expect(ClusterExpansion(cluster: Self.cluster(metres: 50, expansionZoom: .nan), viewZoom: 11, highestZoom: 19) == .list)
    }
}
