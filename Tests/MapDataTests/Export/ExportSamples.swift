import MapCore
@testable import MapData

/// Places, a line and an area with holes, for the writer tests.
enum ExportSamples {
    static func coordinate(_ lat: Double, _ lon: Double) -> Coordinate { try! Coordinate(latitude: lat, longitude: lon) }

    static let cafe = Place(id: "node/1", categoryID: "cafe", title: "Kahvila \"Kulma\" & <Co>", coordinate: coordinate(60.17, 24.94),
                            details: PlaceDetails(address: "Testikatu 1, Helsinki", openingHours: "Mo-Fr 08:00-18:00",
                                                  extra: [PlaceProperty(key: "wheelchair", value: "yes"),
                                                          PlaceProperty(key: "note", value: "=HYPERLINK(\"http://x\")")]))
    static let south = Place(id: "node/2", categoryID: "pharmacy", title: "Farmacia", coordinate: coordinate(-33.92, -18.42),
                             details: PlaceDetails(phone: "+27 21 555 0100", extra: [PlaceProperty(key: "ele", value: "-12.5")]))
    static let trail = PlaceShape(id: "way/7", categoryID: "park", title: "Rantareitti",
                                  geometry: .lines([[coordinate(60.1, 24.9), coordinate(60.2, 25.0), coordinate(60.25, 25.1)]]),
                                  details: PlaceDetails(extra: [PlaceProperty(key: "surface", value: "gravel")]))
    static let park = PlaceShape(id: "way/8", categoryID: "park", title: "Puisto",
                                 geometry: .areas([[
                                    [coordinate(60, 24), coordinate(60, 25), coordinate(61, 25), coordinate(61, 24), coordinate(60, 24)],
                                    [coordinate(60.2, 24.2), coordinate(60.4, 24.2), coordinate(60.4, 24.4), coordinate(60.2, 24.2)],
                                 ]]))
    static let export = PlaceExport(places: [cafe, south], shapes: [trail, park])
}
