import CGtk
import CShumate
import GtkInterop
import MapCore

/// One ShumateMarker showing a sprite texture in a GtkPicture, sized in points, with margins that put the
/// sprite's anchor (pin tip, bubble centre) at the marker's centre, which is where libshumate places it.
@MainActor
final class MarkerWidget {
    nonisolated(unsafe) let marker: UnsafeMutablePointer<ShumateMarker>
    let picture: OpaquePointer
    /// The picture's address as a number, matched against `ShumateTree.pick(at:)`.
    var key: Int { Int(bitPattern: UnsafeMutableRawPointer(picture)) }
    /// How the current texture sits around the anchor (for hit tests before GTK has laid the widget out).
    private(set) var layout: MarkerLayout
    private(set) var isVisible = true

    init(texture: MarkerTexture, at coordinate: Coordinate) {
        marker = shumate_marker_new()
        g_object_ref_sink(UnsafeMutableRawPointer(marker))
        picture = OpaquePointer(gtk_picture_new())
        layout = texture.layout
        gtk_picture_set_can_shrink(pinmap_shumate_picture(UnsafeMutableRawPointer(picture)), 1)
        shumate_marker_set_child(marker, pinmap_shumate_widget(UnsafeMutableRawPointer(picture)))
        setTexture(texture)
        move(to: coordinate)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(marker)) }

    func move(to c: Coordinate) {
        shumate_location_set_location(pinmap_shumate_location(UnsafeMutableRawPointer(marker)), c.latitude, c.longitude)
    }

    /// The picture as a widget (tests read where GTK put it).
    var pictureWidget: Widget { Widget(foreign: UnsafeMutableRawPointer(picture))! }
    /// The texture shown now, by address (tests see it change).
    private(set) var texturePointer: Int = 0

    func setTexture(_ texture: MarkerTexture) {
        texturePointer = Int(bitPattern: UnsafeMutableRawPointer(texture.texture))
        let pic = pinmap_shumate_picture(UnsafeMutableRawPointer(picture))
        gtk_picture_set_paintable(pic, texture.paintable)
        let w = pinmap_shumate_widget(UnsafeMutableRawPointer(picture))
        layout = texture.layout
        gtk_widget_set_size_request(w, Int32(layout.width), Int32(layout.height))
        gtk_widget_set_margin_start(w, Int32(layout.margins.left))
        gtk_widget_set_margin_end(w, Int32(layout.margins.right))
        gtk_widget_set_margin_top(w, Int32(layout.margins.top))
        gtk_widget_set_margin_bottom(w, Int32(layout.margins.bottom))
    }

    /// What a screen reader says for the marker ("Café Regatta, Cafés"; "Cluster of 7 places: …").
    func setSpokenName(_ name: String) {
        guard name != spokenName else { return }
        spokenName = name
        AppUI.setAccessibleLabel(pictureWidget, name)
    }

    /// The name last given to screen readers.
    private(set) var spokenName = ""

    func setVisible(_ on: Bool) {
        isVisible = on
        gtk_widget_set_visible(pinmap_shumate_widget(UnsafeMutableRawPointer(marker)), on ? 1 : 0)
    }

    /// True when `point` (in the map's points) falls on the picture, the anchor being at `anchor` on screen.
    func contains(_ point: PixelPoint, anchor: PixelPoint) -> Bool {
        guard isVisible else { return false }
        let a = layout.anchorInImage
        return PixelRect(x: anchor.x - a.x, y: anchor.y - a.y, width: Double(layout.width), height: Double(layout.height)).contains(point)
    }
}
