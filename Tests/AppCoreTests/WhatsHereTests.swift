import AppCore
import Foundation
import Gazetteer
import MapCore
import Testing

/// "What's here?" offline: distance and direction from the nearest gazetteer place.
@Suite struct WhatsHereTests {
    static let espoo = GazetteerPlace(name: "Espoo", coordinate: Coordinate(clampingLatitude: 60.2052, wrappingLongitude: 24.6522),
                                      population: 256_760, kind: .city, region: nil, country: "Finland", id: 0)

    @Test func aPointNorthEastOfAPlaceSaysSo() {
        // About 2.3 km to the north-east: 1.6 km north, 1.6 km east.
        let p = Coordinate(clampingLatitude: 60.2052 + 0.0146, wrappingLongitude: 24.6522 + 0.0292)
        #expect(WhatsHere.describe(p, from: Self.espoo) == "2.3 km NE of Espoo")
    }

    @Test func farPointsAreWholeKilometresAndNearOnesAreIn() {
        let south = Coordinate(clampingLatitude: 60.2052 - 0.72, wrappingLongitude: 24.6522)
        #expect(WhatsHere.describe(south, from: Self.espoo) == "80 km S of Espoo")
        #expect(WhatsHere.describe(Self.espoo.coordinate, from: Self.espoo) == "in Espoo")
    }

    @MainActor @Test func theStoreDropsALabelledMarker() {
        let world = Gazetteer(bytes: GazetteerWriter.bytes(regions: ["Finland"], places: [
            GazetteerRecord(name: "Espoo", latitude: 60.2052, longitude: 24.6522, population: 256_760, kind: .city,
                            country: 0, region: nil, alternates: []),
        ]))
        let store = Harness().store
        store.showWhatsHere(at: Coordinate(clampingLatitude: 60.2052 + 0.0146, wrappingLongitude: 24.6522 + 0.0292), gazetteer: world)
        #expect(store.droppedMarker?.label == "2.3 km NE of Espoo")
    }
}
