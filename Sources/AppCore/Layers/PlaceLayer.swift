import Foundation
import MapCore

/// One source of places on the map: the bundled places, or a file the person opened.
public struct PlaceLayer: Sendable, Identifiable {
    /// How far loading has got; a failed or missing layer keeps its last good places.
    public enum LoadState: Equatable, Sendable {
        case loading
        case loaded
        /// The reason in words (file, line or feature, why).
        case failed(String)
        /// The file is not there (deleted, moved, on an unmounted disk).
        case missing
    }

    /// The id of the layer holding the places the data service gave.
    public static let bundledID = "bundled"

    /// `bundledID`, or the file's standardized absolute path.
    public let id: String
    /// What the panel and toasts call it: the file's name, or "Bundled places".
    public var name: String
    /// The layer's places, their ids already made unique across layers (see `placeID(layer:id:)`).
    public var places: [Place] = []
    public var shapes: [PlaceShape] = []
    /// The file's own categories (those the catalogue does not know), in its order.
    public var categories: [PlaceCategory] = []
    /// The box round the layer's places, lines and areas (worked out off the main thread with the load).
    public var extent: GeoBounds?
    public var visible = true
    public var state: LoadState
    /// Features skipped while reading, one line each (file, line or feature, reason).
    public var problems: [String] = []

    public init(id: String, name: String, state: LoadState) {
        self.id = id; self.name = name; self.state = state
    }

    /// A file's layer, named after the file, still loading.
    public init(path: String) {
        self.init(id: path, name: URL(fileURLWithPath: path).lastPathComponent, state: .loading)
    }

    public var isBundled: Bool { id == Self.bundledID }

    /// The box round `places` and `shapes`; O(places), so the load works it out off the main thread.
    public static func extent(places: [Place], shapes: [PlaceShape]) -> GeoBounds? {
        // By index: iterating the places themselves copies each one (retaining all its strings) to read two numbers.
        var box = places.first.map { GeoBounds(west: $0.coordinate.longitude, south: $0.coordinate.latitude,
                                               east: $0.coordinate.longitude, north: $0.coordinate.latitude) }
        for i in places.indices.dropFirst() { box?.extend(places[i].coordinate) }
        for s in shapes {
            for c in [Coordinate(clampingLatitude: s.bounds.south, wrappingLongitude: s.bounds.west),
                      Coordinate(clampingLatitude: s.bounds.north, wrappingLongitude: s.bounds.east)] {
                if box == nil { box = GeoBounds(containing: [c]) } else { box?.extend(c) }
            }
        }
        return box
    }

    /// True when `place` is one of this layer's (a file layer's places carry its path; see `placeID(layer:id:)`).
    public func holds(_ place: Place) -> Bool {
        isBundled ? places.contains { $0.id == place.id } : place.id.hasPrefix(id + "#")
    }
    /// The file behind the layer; nil for the bundled places.
    public var path: String? { isBundled ? nil : id }

    /// A place of a file keeps its file's path in its id, so two files' "1" stay apart and favourites stay
    /// keyed by file path + place id; the bundled places keep their own ids.
    public static func placeID(layer: String, id: Place.ID) -> Place.ID {
        layer == bundledID ? id : layer + "#" + id
    }
}
