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
    /// Which index the map draws: "quick" (one level of the view, while a large file's full index is built) or "full".
    public var indexKind: String? = nil
    public var pins: [Pin]
    public var banner: String?
    public var lastLaunchedURL: String?
    /// What the app last put on the clipboard.
    public var copiedText: String?
    public var enabledLinkTargets: [String]
    /// What "Open in…" calls the enabled targets, in the same order ("OpenStreetMap", …, "GNOME Maps").
    public var enabledLinkTargetNames: [String]
    public var panelVisible: Bool
    public var panelWidth: Int
    /// Titles in the side panel's "Places in view" list, in order, and how many more are in view.
    public var placesInView: [String] = []
    /// The selected line's or area's id (selection kind "shape").
    public var selectedShapeID: String?
    /// The popover's detail rows, "label: value", in order.
    public var popoverRows: [String] = []
    /// Main menu › Open Recent's files, in menu order.
    public var recentMenu: [String] = []
    /// The window's area download: "running", "done", "cancelled" or "failed: <reason>", with its progress and file.
    public var download: Download?
    public var placesInViewMore = 0
    /// The window's shown labels and tooltips, as displayed (the translation check reads them).
    public var visibleTexts: [String] = []
    public var droppedMarker: Marker?
    /// True when nothing is under way: no map moving, no tile, place, index or search work pending, settings saved.
    /// Tests wait for it (and their state) instead of sleeping.
    public var isIdle = false
    /// What keeps the app from idle, by name ("map", "tiles", "index", "search", "settings", "places").
    public var busy: [String] = []
    /// True when the window's last painted frame was painted while idle and nothing has changed since: what is on
    /// screen is this state, tiles and all. Screenshot tests wait for it (with `isIdle`), then look once.
    public var frameShowsState = false

    /// The layers in panel order (`MapStore+Layers`); empty in dumps from before layers existed.
    public var layers: [Layer] = []
    /// The last "opened a file" toast's words.
    public var layerNotice: String?
    /// Which group has the keyboard focus ("search", "main-menu", "styles", "layers", "categories",
    /// "places-in-view", "map", …; a widget's name or type otherwise); nil with none.
    public var focus: String?
    /// How many times the focus has moved since launch.
    public var focusMoves = 0
    /// What the map's accessible description reads now: an announcement ("Zoomed in to 7 places") or the item
    /// Page Down reached ("Cafe Regatta, Café").
    public var mapDescription: String?

    public struct Layer: Codable, Sendable, Equatable {
        public var name: String, path: String, count: Int, visible: Bool
        /// "loading", "loaded", "missing" or "failed: <reason>".
        public var state: String
    }

    public struct Download: Codable, Sendable, Equatable {
        public var state: String
        public var done: Int, total: Int, bytes: UInt64
        /// The style id the finished area has ("maps/FILE.pmtiles").
        public var styleID: String

        public init(state: String, done: Int, total: Int, bytes: UInt64, styleID: String) {
            self.state = state; self.done = done; self.total = total; self.bytes = bytes; self.styleID = styleID
        }
    }
}
