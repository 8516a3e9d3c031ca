import CGtk
import CShumate
import Graphics
import GtkInterop
import MapCore

/// The person's position as one ShumateMarker holding a GtkDrawingArea centred on the coordinate (libshumate
/// centres a marker's child on its location); the owner sizes it to the accuracy circle and draws into it.
@MainActor
final class LocationMarker {
    nonisolated(unsafe) let marker: UnsafeMutablePointer<ShumateMarker>
    /// The drawing area: tests read its place and size in the window.
    let area: Widget
    /// Our own reference: the area outlives its removal from the layer while this object lives (tests read it then).
    private let areaRef: ObjectRef<Widget>

    init(draw: @escaping @MainActor (Canvas, _ width: Int, _ height: Int) -> Void) {
        marker = shumate_marker_new()
        g_object_ref_sink(UnsafeMutableRawPointer(marker))
        area = DrawingArea.make()
        areaRef = ObjectRef(sinking: area)
        // The dot never takes clicks: pins and the map under it keep them.
        area.setCanTarget(false)
        gtk_widget_set_can_target(pinmap_shumate_widget(UnsafeMutableRawPointer(marker)), 0)
        shumate_marker_set_child(marker, pinmap_shumate_widget(area.gobjectPointer))
        DrawingArea.setDrawFunction(area, draw)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(marker)) }

    func move(to c: Coordinate) {
        shumate_location_set_location(pinmap_shumate_location(UnsafeMutableRawPointer(marker)), c.latitude, c.longitude)
    }

    /// A square `side` points wide (odd sizes would put the centre half a point off the coordinate).
    func setSide(_ side: Int) {
        let even = side + side % 2
        area.setSizeRequest(width: even, height: even)
        area.queueDraw()
    }
}
