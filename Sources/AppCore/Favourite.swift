import MapCore

/// A starred place, keyed by its data source and place id, with what it last looked like (so it stays listed,
/// and can be removed, after the place left the data).
public struct Favourite: Codable, Hashable, Sendable {
    public struct Key: Hashable, Sendable {
        public let source: String
        public let placeID: Place.ID
    }

    /// The data file's path or the places server's URL.
    public var source: String
    public var placeID: Place.ID
    public var name: String
    public var categoryID: PlaceCategory.ID
    public var latitude: Double
    public var longitude: Double

    public init(source: String, place: Place) {
        self.source = source
        placeID = place.id
        // A favourite keeps a bounded name, so starring never makes favourites.json too big to read back.
        name = Limits.prefix(place.title, bytes: 4 * Limits.favouriteTextCharacters, characters: Limits.favouriteTextCharacters)
        categoryID = place.categoryID
        latitude = place.coordinate.latitude
        longitude = place.coordinate.longitude
    }

    public var key: Key { Key(source: source, placeID: placeID) }

    public var coordinate: Coordinate { Coordinate(clampingLatitude: latitude, wrappingLongitude: longitude) }
}
