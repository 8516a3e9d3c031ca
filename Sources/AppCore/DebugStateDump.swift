import DeepLinks
import MapCore

/// A JSON snapshot of what the app shows, written after every change when PINMAP_DEBUG_STATE is set.
/// End-to-end tests read it to find pins and check what happened.
public struct DebugStateDump: Codable, Sendable, Equatable {
    public struct Pin: Codable, Sendable, Equatable {
        /// "place" or "cluster".
        public var kind: String
        public var id: String
        public var title: String?
        public var category: String?
        public var count: Int
        /// Pin tip in the map widget's points.
        public var x: Double, y: Double
        /// The same point in window coordinates (map origin added).
        public var windowX: Double, windowY: Double
        /// Where a click hits it, in window coordinates: a pin's head, a cluster's centre.
        public var clickX: Double, clickY: Double
    }

    public struct Marker: Codable, Sendable, Equatable {
        public var label: String
        public var latitude: Double, longitude: Double
        /// Its point in window coordinates (the pin's tip).
        public var windowX: Double, windowY: Double
    }

    public struct View: Codable, Sendable, Equatable {
        public var latitude: Double, longitude: Double, zoom: Double, width: Double, height: Double
    }

    public var sequence: Int
    /// Named controls ("open-osm", "category-cafe", "style-offline", …) in window-surface coordinates.
    public var controls: [String: PixelRect]
    public var style: String
    public var categories: [String]
    public var selectionKind: String
    public var selectedPlaceID: String?
    public var selectedTitle: String?
    public var popoverTitle: String?
    public var viewport: View
    public var mapOriginX: Double, mapOriginY: Double
    public var placesLoaded: Bool
    public var placeCount: Int
    public var indexPlaceCount: Int?
    public var pins: [Pin]
    public var banner: String?
    public var lastLaunchedURL: String?
    /// What the app last put on the clipboard.
    public var copiedText: String?
    public var enabledLinkTargets: [String]
    public var panelVisible: Bool
    public var panelWidth: Int
    /// Titles in the side panel's "Places in view" list, in order, and how many more are in view.
    public var placesInView: [String] = []
    public var placesInViewMore = 0
    public var droppedMarker: Marker?
}

extension MapStore {
    /// The snapshot for the debug dump; pins are those the index puts on screen now.
    public func debugDump(sequence: Int) -> DebugStateDump {
        let vp = viewport
        var pins: [DebugStateDump.Pin] = []
        if let index, !vp.size.isEmpty {
            let screen = PixelRect(x: 0, y: 0, width: vp.size.width, height: vp.size.height)
            for item in index.items(in: vp.visibleBounds, zoom: vp.zoom) {
                let p = vp.screenPoint(for: item.coordinate)
                guard screen.contains(p) else { continue }
                var pin = DebugStateDump.Pin(kind: "place", id: item.id, title: nil, category: nil, count: 1, x: p.x, y: p.y,
                                             windowX: p.x + mapOriginInWindow.x, windowY: p.y + mapOriginInWindow.y,
                                             clickX: p.x + mapOriginInWindow.x, clickY: p.y + mapOriginInWindow.y - pinHeadOffset)
                switch item {
                case .place(let place):
                    pin.title = place.title
                    pin.category = place.categoryID
                case .cluster(let c):
                    pin.kind = "cluster"
                    pin.count = c.count
                    pin.clickY = pin.windowY
                }
                pins.append(pin)
            }
        }
        let selKind: String, selPlace: Place?
        switch selection {
        case .none: selKind = "none"; selPlace = nil
        case .place(let p, _): selKind = "place"; selPlace = p
        case .group: selKind = "group"; selPlace = nil
        }
        let enabled = linkCatalogue.filter { linkPreferences.isEnabled($0) }.map(\.id)
        var dump = DebugStateDump(
            sequence: sequence, controls: controlBounds.values.reduce(into: [:]) { $0.merge($1) { a, _ in a } }, style: state.styleID, categories: state.categoryIDs.sorted(),
            selectionKind: selKind, selectedPlaceID: selPlace?.id, selectedTitle: selPlace?.title, popoverTitle: popoverTitle,
            viewport: .init(latitude: vp.center.latitude, longitude: vp.center.longitude, zoom: vp.zoom,
                            width: vp.size.width, height: vp.size.height),
            mapOriginX: mapOriginInWindow.x, mapOriginY: mapOriginInWindow.y,
            placesLoaded: placesLoaded, placeCount: places.count, indexPlaceCount: index?.placeCount, pins: pins,
            banner: banner, lastLaunchedURL: lastLaunchedURL, copiedText: lastCopiedText, enabledLinkTargets: enabled,
            panelVisible: panelVisible, panelWidth: panelWidth,
            droppedMarker: droppedMarker.map { m in
                let p = vp.screenPoint(for: m.coordinate)
                return .init(label: m.label, latitude: m.coordinate.latitude, longitude: m.coordinate.longitude,
                             windowX: p.x + mapOriginInWindow.x, windowY: p.y + mapOriginInWindow.y)
            })
        dump.placesInView = placesInView.rows.map(\.place.title)
        dump.placesInViewMore = placesInView.moreCount
        return dump
    }
}
