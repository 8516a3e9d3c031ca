import MapCore

/// The layers in panel order (the bundled places first, then files in the order they were opened).
public struct LayerList: Sendable {
    public private(set) var layers: [PlaceLayer]

    public init(bundled: PlaceLayer = PlaceLayer(id: PlaceLayer.bundledID, name: "Bundled places", state: .loading)) {
        layers = [bundled]
    }

    /// The layers of the last run, still to be read (see `MapStore.loadRestoredLayers`).
    public init(saved: [SavedLayer]) {
        self.init()
        for s in saved.prefix(SavedLayer.limit) {
            if s.path == PlaceLayer.bundledID { layers[0].visible = s.visible; continue }
            // Only absolute paths: a relative one would depend on where Pinmap was started.
            guard s.path.hasPrefix("/"), !contains(s.path) else { continue }
            var layer = PlaceLayer(path: s.path)
            layer.visible = s.visible
            layers.append(layer)
        }
    }

    public var count: Int { layers.count }

    public subscript(id: String) -> PlaceLayer? {
        layers.first { $0.id == id }
    }

    public func contains(_ id: String) -> Bool { layers.contains { $0.id == id } }

    /// Adds `layer`, or replaces the one with its id in place.
    public mutating func put(_ layer: PlaceLayer) {
        if let i = layers.firstIndex(where: { $0.id == layer.id }) { layers[i] = layer } else { layers.append(layer) }
    }

    /// Changes the layer with `id`, if there is one; returns whether there was.
    @discardableResult
    public mutating func update(_ id: String, _ change: (inout PlaceLayer) -> Void) -> Bool {
        guard let i = layers.firstIndex(where: { $0.id == id }) else { return false }
        change(&layers[i])
        return true
    }

    /// Puts `layer` where the layer `id` was (Locate… gives a layer a new file and keeps its place in the list).
    @discardableResult
    public mutating func replace(_ id: String, with layer: PlaceLayer) -> Bool {
        guard id != PlaceLayer.bundledID, let i = layers.firstIndex(where: { $0.id == id }) else { return false }
        layers[i] = layer
        return true
    }

    /// Removes a file's layer; the bundled layer can only be hidden.
    @discardableResult
    public mutating func remove(_ id: String) -> Bool {
        guard id != PlaceLayer.bundledID, let i = layers.firstIndex(where: { $0.id == id }) else { return false }
        layers.remove(at: i)
        return true
    }

    /// Every visible layer's places, in layer order (one clustering index holds them all).
    public var visiblePlaces: [Place] {
        var out: [Place] = []
        out.reserveCapacity(layers.reduce(0) { $0 + ($1.visible ? $1.places.count : 0) })
        for l in layers where l.visible { out += l.places }
        return out
    }

    /// How many places the visible layers hold.
    public var visiblePlaceCount: Int { layers.reduce(0) { $0 + ($1.visible ? $1.places.count : 0) } }

    /// Every visible layer's lines and areas.
    public var visibleShapes: [PlaceShape] {
        layers.filter(\.visible).flatMap(\.shapes)
    }

    /// `catalog`, then each visible layer's own categories not yet listed (first layer wins an id).
    public func categories(catalog: [PlaceCategory]) -> [PlaceCategory] {
        var seen = Set(catalog.map(\.id))
        var out = catalog
        for l in layers where l.visible {
            for c in l.categories where seen.insert(c.id).inserted { out.append(c) }
        }
        return out
    }

    /// The file layer whose places include `id` (by the id's path prefix); nil for a bundled place.
    public func layer(ofPlaceID id: Place.ID) -> PlaceLayer? {
        layers.first { l in !l.isBundled && id.count > l.id.count && id.hasPrefix(l.id + "#") }
    }

    /// Layers whose file should be watched or saved: every file layer.
    public var files: [PlaceLayer] { layers.filter { !$0.isBundled } }
}
