import CGtk
import CShumate
import CShumateShim
import GtkInterop
import MapCore

/// The libshumate widgets behind `ShumateMapView`: a GtkOverlay holding a ShumateSimpleMap (map, scale bar,
/// licence), marker layers (pins and bubbles, the selected pin, the location, the dropped marker), a size probe,
/// the offline badge and the keyboard focus ring.
/// Every libshumate call with a raw pointer lives here.
@MainActor
final class ShumateTree {
    /// The overlay: what the window embeds, and the coordinate space of clicks and anchors.
    let root: Widget
    private let rootRef: ObjectRef<Widget>
    private let simpleMap: OpaquePointer
    let map: OpaquePointer
    let viewport: OpaquePointer
    /// The vector map's names, drawn in this area by the Cairo widget's label pass; its layer sits above the
    /// tiles and below every marker layer, so names pan with the map and never cover a pin.
    let labelArea: Widget
    let labelLayer: UnsafeMutablePointer<ShumateLayer>
    /// Lines and areas, drawn in this area by MapRender's shape painter; its layer sits right below the names.
    let shapeArea: Widget
    let shapeLayer: UnsafeMutablePointer<ShumateLayer>
    /// The simple map as a widget: clicks are taken here, not on `root`, whose hand-parented children (the
    /// place popover) would otherwise send their own clicks through the map's gesture.
    let mapArea: Widget
    let markerLayer: OpaquePointer
    let selectedLayer: OpaquePointer
    /// The person's position, above every pin as in the Cairo map.
    let locationLayer: OpaquePointer
    /// The dropped marker (a `geo:` link's label), above everything else on the map as in the Cairo map.
    let droppedLayer: OpaquePointer
    /// libshumate's attribution: the style's credit, plus the offline map's while it stands in.
    let license: OpaquePointer
    /// An empty drawing area over the map: its "resize" tells us the map's size (GtkWidget has no such signal).
    let sizeProbe: Widget
    let offlineBadge: Widget
    /// A drawing area over everything, painting the map's focus ring; it never takes clicks.
    let focusRing: Widget

    init() {
        let overlay = gtk_overlay_new()!
        root = Widget(foreign: UnsafeMutableRawPointer(overlay))!
        rootRef = ObjectRef(sinking: root)
        simpleMap = shumate_simple_map_new()
        map = shumate_simple_map_get_map(simpleMap)
        viewport = shumate_simple_map_get_viewport(simpleMap)
        // Keyboard and double-click behave as in the Cairo map; rotation is not part of MapView.
        shumate_map_set_zoom_on_double_click(map, 1)
        // The window has its own zoom buttons (ZoomControls) over both maps.
        shumate_simple_map_set_show_zoom_buttons(simpleMap, 0)
        license = shumate_simple_map_get_license(simpleMap)
        mapArea = Widget(foreign: UnsafeMutableRawPointer(simpleMap))!
        mapArea.setHExpand(true)
        mapArea.setVExpand(true)
        gtk_overlay_set_child(pinmap_shumate_overlay(overlay), pinmap_shumate_widget(UnsafeMutableRawPointer(simpleMap)))

        shapeArea = DrawingArea.make()
        // The label layer type is a plain "one child sized to the map" layer: it holds the shapes' area as well.
        shapeLayer = pinmap_label_layer_new(viewport, pinmap_shumate_widget(shapeArea.gobjectPointer))
        shumate_simple_map_add_overlay_layer(simpleMap, shapeLayer)
        labelArea = DrawingArea.make()
        labelLayer = pinmap_label_layer_new(viewport, pinmap_shumate_widget(labelArea.gobjectPointer))
        shumate_simple_map_add_overlay_layer(simpleMap, labelLayer)
        markerLayer = shumate_marker_layer_new(viewport)
        selectedLayer = shumate_marker_layer_new(viewport)
        shumate_simple_map_add_overlay_layer(simpleMap, pinmap_shumate_layer(UnsafeMutableRawPointer(markerLayer)))
        shumate_simple_map_add_overlay_layer(simpleMap, pinmap_shumate_layer(UnsafeMutableRawPointer(selectedLayer)))
        locationLayer = shumate_marker_layer_new(viewport)
        shumate_simple_map_add_overlay_layer(simpleMap, pinmap_shumate_layer(UnsafeMutableRawPointer(locationLayer)))
        droppedLayer = shumate_marker_layer_new(viewport)
        shumate_simple_map_add_overlay_layer(simpleMap, pinmap_shumate_layer(UnsafeMutableRawPointer(droppedLayer)))

        let probe = gtk_drawing_area_new()!
        sizeProbe = Widget(foreign: UnsafeMutableRawPointer(probe))!
        sizeProbe.setCanTarget(false)
        gtk_overlay_add_overlay(pinmap_shumate_overlay(overlay), probe)

        let badge = gtk_label_new("Offline — showing cached tiles")!
        offlineBadge = Widget(foreign: UnsafeMutableRawPointer(badge))!
        offlineBadge.addCSSClass(Self.offlineBadgeClass)
        Self.loadCSSOnce()
        offlineBadge.setAlign(horizontal: GTK_ALIGN_CENTER, vertical: GTK_ALIGN_START)
        offlineBadge.setMargins(top: 8)
        offlineBadge.setCanTarget(false)
        offlineBadge.setVisible(false)
        gtk_overlay_add_overlay(pinmap_shumate_overlay(overlay), badge)

        focusRing = DrawingArea.make()
        focusRing.setCanTarget(false)
        gtk_overlay_add_overlay(pinmap_shumate_overlay(overlay), pinmap_shumate_widget(focusRing.gobjectPointer))
    }

    static let offlineBadgeClass = "pinmap-offline-badge"
    private static var cssLoaded = false

    /// The Cairo map's offline pill (`OverlayPainter.drawOffline`): dark, rounded, bold white words.
    private static func loadCSSOnce() {
        guard !cssLoaded else { return }
        cssLoaded = true
        AppUI.loadCSS(".\(offlineBadgeClass) { background-color: rgba(41, 41, 46, 0.85); color: white; font-weight: bold; "
            + "font-size: 9pt; border-radius: 999px; padding: 4px 10px; }")
    }

    /// The badge's words (they say whether cached tiles or the offline map stand in).
    func setOfflineText(_ text: String) {
        gtk_label_set_text(pinmap_shumate_label(offlineBadge.gobjectPointer), text)
    }

    var offlineText: String { String(cString: gtk_label_get_text(pinmap_shumate_label(offlineBadge.gobjectPointer))) }

    /// Credits shown after the map source's own (nil: none).
    func setExtraCredits(_ text: String?) { shumate_license_set_extra_text(license, text) }

    /// nil when there are none (libshumate reports a cleared text as empty).
    var extraCredits: String? {
        guard let text = shumate_license_get_extra_text(license).map({ String(cString: $0) }), !text.isEmpty else { return nil }
        return text
    }

    /// Where libshumate's scale bar and licence are now, in the overlay's points (those shown and laid out).
    var chromeFrames: [PixelRect] {
        let parts: [UnsafeMutableRawPointer?] = [UnsafeMutableRawPointer(shumate_simple_map_get_scale(simpleMap)), UnsafeMutableRawPointer(license)]
        return parts.compactMap { pointer -> PixelRect? in
            guard let w = Widget(foreign: pointer), w.isVisible, w.width > 0, w.height > 0,
                  let origin = w.translate(.zero, to: root) else { return nil }
            return PixelRect(x: origin.x, y: origin.y, width: Double(w.width), height: Double(w.height))
        }
    }

    // MARK: Viewport

    var latitude: Double { shumate_location_get_latitude(pinmap_shumate_location(UnsafeMutableRawPointer(viewport))) }
    var longitude: Double { shumate_location_get_longitude(pinmap_shumate_location(UnsafeMutableRawPointer(viewport))) }
    var zoomLevel: Double { shumate_viewport_get_zoom_level(viewport) }

    func setZoomLimits(min: UInt32, max: UInt32) {
        // Widen first so the new minimum never exceeds the old maximum.
        shumate_viewport_set_max_zoom_level(viewport, 30)
        shumate_viewport_set_min_zoom_level(viewport, min)
        shumate_viewport_set_max_zoom_level(viewport, max)
    }

    func jump(latitude: Double, longitude: Double, zoom: Double) {
        shumate_map_stop_go_to(map)
        shumate_viewport_set_zoom_level(viewport, zoom)
        shumate_map_center_on(map, latitude, longitude)
    }

    func fly(latitude: Double, longitude: Double, zoom: Double) {
        shumate_map_go_to_full(map, latitude, longitude, zoom)
    }

    func stopMotion() { shumate_map_stop_go_to(map) }

    /// Installs a new base map source (a raster renderer over our data source).
    func setMapSource(_ source: OpaquePointer) {
        let mapSource = pinmap_shumate_map_source(UnsafeMutableRawPointer(source))
        shumate_viewport_set_reference_map_source(viewport, mapSource)
        shumate_simple_map_set_map_source(simpleMap, mapSource)
        // The simple map may put a new source's layer on top: move the label and marker layers back to the end of
        // the map's children (drawn last) by GTK reordering alone, without removing them from libshumate.
        let mapWidget = pinmap_shumate_widget(UnsafeMutableRawPointer(map))
        let layers = [UnsafeMutableRawPointer(shapeLayer), UnsafeMutableRawPointer(labelLayer)] + [markerLayer, selectedLayer, locationLayer, droppedLayer].map { UnsafeMutableRawPointer($0) }
        for layer in layers {
            gtk_widget_insert_before(pinmap_shumate_widget(layer), mapWidget, nil)
        }
    }

    /// Keys (`MarkerWidget.key`) of the widget under a point of `root` and of its ancestors, innermost first,
    /// and whether that widget is the map or inside it (not an overlay such as the licence or the scale).
    func pick(at point: PixelPoint) -> (keys: [Int], onMap: Bool) {
        var keys: [Int] = []
        var w = gtk_widget_pick(pinmap_gtk_widget(root.gobjectPointer), point.x, point.y, GTK_PICK_DEFAULT)
        let mapKey = Int(bitPattern: UnsafeMutableRawPointer(map))
        while let widget = w, UnsafeMutableRawPointer(widget) != root.gobjectPointer {
            keys.append(Int(bitPattern: UnsafeMutableRawPointer(widget)))
            w = gtk_widget_get_parent(widget)
        }
        return (keys, keys.contains(mapKey))
    }

    // MARK: Markers

    func add(_ marker: MarkerWidget, selected: Bool) {
        shumate_marker_layer_add_marker(selected ? selectedLayer : markerLayer, marker.marker)
    }

    func remove(_ marker: MarkerWidget, selected: Bool) {
        shumate_marker_layer_remove_marker(selected ? selectedLayer : markerLayer, marker.marker)
    }

    /// True when the marker layers (pins, selection, location, dropped marker) are drawn after (above) every other
    /// child of the map, the base tiles included.
    var markerLayersOnTop: Bool {
        let children = mapChildren
        let layers = [markerLayer, selectedLayer, locationLayer, droppedLayer].map { UnsafeMutableRawPointer($0) }
        return children.suffix(4) == layers[...]
    }

    /// The map's children (its layers), bottom first.
    private var mapChildren: [UnsafeMutableRawPointer] {
        var children: [UnsafeMutableRawPointer] = []
        var child = gtk_widget_get_first_child(pinmap_shumate_widget(UnsafeMutableRawPointer(map)))
        while let c = child {
            children.append(UnsafeMutableRawPointer(c))
            child = gtk_widget_get_next_sibling(c)
        }
        return children
    }

    /// True when the label layer is drawn right before (below) the marker layers and after the base tiles.
    var labelLayerJustBelowMarkers: Bool {
        let children = mapChildren
        return children.count > 5 && children.suffix(5).first == UnsafeMutableRawPointer(labelLayer)
    }

    func addDropped(_ marker: MarkerWidget) { shumate_marker_layer_add_marker(droppedLayer, marker.marker) }
    func removeDropped(_ marker: MarkerWidget) { shumate_marker_layer_remove_marker(droppedLayer, marker.marker) }

    func add(_ location: LocationMarker) { shumate_marker_layer_add_marker(locationLayer, location.marker) }
    func remove(_ location: LocationMarker) { shumate_marker_layer_remove_marker(locationLayer, location.marker) }

    /// Markers in the location layer (tests check it empties).
    var locationCount: Int {
        let list = shumate_marker_layer_get_markers(locationLayer)
        defer { g_list_free(list) }
        return Int(g_list_length(list))
    }

    /// Markers in the dropped marker's layer (0 or 1).
    var droppedCount: Int {
        let list = shumate_marker_layer_get_markers(droppedLayer)
        defer { g_list_free(list) }
        return Int(g_list_length(list))
    }

    /// Whether libshumate shows its own zoom buttons (never: the window has ZoomControls).
    var showsZoomButtons: Bool { shumate_simple_map_get_show_zoom_buttons(simpleMap) != 0 }

    /// Markers in the main layer (tests count them).
    var markerCount: Int {
        let list = shumate_marker_layer_get_markers(markerLayer)
        defer { g_list_free(list) }
        return Int(g_list_length(list))
    }
}
