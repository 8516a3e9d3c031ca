import CGtk
import GtkInterop
import MapCore

@MainActor
extension AppUI {
    /// Translates a point from `widget`'s coordinates into `target`'s; nil when they share no toplevel.
    public static func translate(x: Double, y: Double, from widget: Widget, to target: Widget) -> (x: Double, y: Double)? {
        var ox = 0.0, oy = 0.0
        guard gtk_widget_translate_coordinates(widget.raw, target.raw, x, y, &ox, &oy) != 0 else { return nil }
        return (ox, oy)
    }

    /// Where `widget`'s origin lies in its native surface (the X window), in points: the window origin plus any CSD shadow.
    public static func originInSurface(_ widget: Widget) -> (x: Double, y: Double)? {
        guard let native = gtk_widget_get_native(widget.raw) else { return nil }
        let nativeWidget = Widget(UnsafeMutableRawPointer(native))
        guard let nativeWidget, let p = translate(x: 0, y: 0, from: widget, to: nativeWidget) else { return nil }
        var sx = 0.0, sy = 0.0
        gtk_native_get_surface_transform(native, &sx, &sy)
        return (p.x + sx, p.y + sy)
    }

    /// A widget's bounds in the main window's surface (what xdotool sees relative to the X window);
    /// a widget inside a popover is offset by the popover's position. Nil before it is laid out.
    public static func boundsInMainSurface(_ widget: Widget) -> PixelRect? {
        guard let native = gtk_widget_get_native(widget.raw),
              let nativeWidget = Widget(UnsafeMutableRawPointer(native)),
              let p = translate(x: 0, y: 0, from: widget, to: nativeWidget),
              widget.width > 0, let surface = gtk_native_get_surface(native) else { return nil }
        var sx = 0.0, sy = 0.0
        gtk_native_get_surface_transform(native, &sx, &sy)
        var x = p.x + sx, y = p.y + sy
        let instance = UnsafeMutableRawPointer(surface).assumingMemoryBound(to: GTypeInstance.self)
        if g_type_check_instance_is_a(instance, gdk_popup_get_type()) != 0 {
            // A popup's position is relative to its parent surface: the main window for our popovers.
            x += Double(gdk_popup_get_position_x(surface))
            y += Double(gdk_popup_get_position_y(surface))
        }
        return PixelRect(x: x, y: y, width: Double(widget.width), height: Double(widget.height))
    }
}


@MainActor
extension AppUI {
    /// The width `widget` asks for (its natural width, margins included), before it is laid out.
    public static func naturalWidth(_ widget: Widget) -> Int {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(widget.raw, Orientation.horizontal.gtk, -1, &minimum, &natural, nil, nil)
        return Int(natural) + Int(gtk_widget_get_margin_start(widget.raw)) + Int(gtk_widget_get_margin_end(widget.raw))
    }
}
