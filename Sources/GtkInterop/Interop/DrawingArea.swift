import CGtk
import Graphics

/// GtkDrawingArea creation and its draw function.
@MainActor
public enum DrawingArea {
    /// A new (floating) GtkDrawingArea.
    public static func make() -> Widget { Widget(gtk_drawing_area_new()) }

    /// Sets the draw function: called with a Canvas borrowing GTK's cairo_t for this frame and the size in points.
    /// Replaces any earlier one (GTK releases its closure).
    public static func setDrawFunction(_ area: Widget, _ draw: @escaping @MainActor (Canvas, _ width: Int, _ height: Int) -> Void) {
        let data = HandlerBox(draw).retainedPointer()
        gtk_drawing_area_set_draw_func(pinmap_gtk_drawing_area(area.gobjectPointer), { _, cr, w, h, data in
            guard let cr else { return }
            let box = HandlerBox<@MainActor (Canvas, Int, Int) -> Void>.from(data)
            MainActor.assumeIsolated { box.handler(Canvas(borrowing: cr), Int(w), Int(h)) }
        }, data, { releaseHandlerBox($0) })
    }
}
