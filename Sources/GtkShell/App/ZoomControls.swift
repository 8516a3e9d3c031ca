import AppCore
import GtkInterop
import MapCore

/// On-map buttons: zoom in, zoom out and show all places, stacked at the map's top right (GNOME Maps' place).
/// They work on any map: zoom through `MapView.setViewport`, "show all" through the map when it can fit places.
@MainActor
final class ZoomControls {
    let widget: Widget
    let zoomIn: Widget
    let zoomOut: Widget
    let showAll: Widget
    private let map: any MapView

    init(map: any MapView) {
        self.map = map
        widget = AppUI.box(.vertical, spacing: 6)
        AppUI.placeAtTopEnd(widget)
        widget.setMargins(top: 10, end: 10)
        let zooms = AppUI.box(.vertical)
        zooms.addCSSClass("linked")
        zoomIn = Self.button("zoom-in-symbolic", tooltip: tr("Zoom in (Ctrl++)"), name: "zoom-in")
        zoomOut = Self.button("zoom-out-symbolic", tooltip: tr("Zoom out (Ctrl+−)"), name: "zoom-out")
        showAll = Self.button("zoom-fit-best-symbolic", tooltip: tr("Show all places (Ctrl+0)"), name: "zoom-show-all")
        AppUI.append(zooms, zoomIn)
        AppUI.append(zooms, zoomOut)
        AppUI.append(widget, zooms)
        AppUI.append(widget, showAll)
        AppUI.onClicked(zoomIn) { [weak self] in self?.zoom(by: 1) }
        AppUI.onClicked(zoomOut) { [weak self] in self?.zoom(by: -1) }
        AppUI.onClicked(showAll) { [weak self] in self?.fitAll() }
    }

    private static func button(_ icon: String, tooltip: String, name: String) -> Widget {
        let b = AppUI.button(iconName: icon)
        b.setTooltip(tooltip)
        AppUI.setAccessibleLabel(b, tooltip)
        b.setName(name)
        b.addCSSClass("osd")
        b.addCSSClass(Self.opaqueClass)
        // Keyboard users have Ctrl+plus, Ctrl+minus and Ctrl+0 (and + - Home on the map): Tab skips the buttons,
        // so it still goes from the side panel's list straight to the map.
        b.setFocusable(false)
        return b
    }

    /// On-map buttons with this class hide what is under them: libadwaita's translucent OSD let pins and place
    /// names show through (and read as drawn over them).
    static let opaqueClass = "pinmap-opaque-osd"
    static let css = """
    button.osd.pinmap-opaque-osd:not(.suggested-action):not(.error) { background-color: rgb(40, 40, 44); }
    button.osd.pinmap-opaque-osd:not(.suggested-action):not(.error):hover { background-color: rgb(58, 58, 63); }
    button.osd.pinmap-opaque-osd:not(.suggested-action):not(.error):active { background-color: rgb(72, 72, 78); }
    """

    /// One level in or out about the centre, within the style's limits.
    func zoom(by levels: Double) {
        if let widget = map as? MapWidget {
            widget.zoom(by: levels, animated: true)
            return
        }
        var v = map.viewport
        v.setZoom(v.zoom.rounded() + levels)
        map.setViewport(v, animated: true)
    }

    func fitAll() { (map as? MapWidget)?.fitAllPlaces(animated: true) }
}
