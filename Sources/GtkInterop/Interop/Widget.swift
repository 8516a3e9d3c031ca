import CGtk
import MapCore

/// A typed, non-owning handle to a GtkWidget. GTK's widget tree owns widgets; hold an `ObjectRef`
/// when Swift must keep one alive. Casts to the concrete GTK struct live here, not at call sites.
public struct Widget: Hashable, GObjectConvertible {
    /// The widget as GTK's struct pointer (for Interop code that calls gtk_* directly).
    package let raw: UnsafeMutablePointer<GtkWidget>

    package init(_ raw: UnsafeMutablePointer<GtkWidget>) { self.raw = raw }

    /// Checked cast of any GtkWidget subclass pointer (GTK_WIDGET()); nil for null.
    package init?(_ pointer: (some GObjectConvertible)?) {
        guard let pointer, let w = pinmap_gtk_widget(pointer.gobjectPointer) else { return nil }
        raw = w
    }

    public var gobjectPointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(raw) }

    /// The same widget as another GTK struct type (no check: use the matching `pinmap_gtk_*` cast when unsure).
    package func cast<T>(to: T.Type) -> UnsafeMutablePointer<T> { UnsafeMutableRawPointer(raw).assumingMemoryBound(to: T.self) }

    /// The same widget as an opaque GTK type (GtkPaned, GtkLabel, …).
    package var opaque: OpaquePointer { OpaquePointer(raw) }
}

@MainActor
extension Widget {
    /// Allocated width in points (0 before the first layout).
    public var width: Int { Int(gtk_widget_get_width(raw)) }
    /// Allocated height in points.
    public var height: Int { Int(gtk_widget_get_height(raw)) }
    /// Device pixels per point (2 on HiDPI).
    public var scaleFactor: Int { Int(gtk_widget_get_scale_factor(raw)) }
    public var isRealized: Bool { gtk_widget_get_realized(raw) != 0 }
    public var isMapped: Bool { gtk_widget_get_mapped(raw) != 0 }
    public var hasFocus: Bool { gtk_widget_has_focus(raw) != 0 }
    /// Has the focus and the window shows focus (the keyboard moved it there), so a focus ring is due.
    /// Read from the state flags: GTK sets them before `has-focus`, so a "state-flags-changed" handler sees them.
    public var hasVisibleFocus: Bool {
        let flags = gtk_widget_get_state_flags(raw).rawValue
        let wanted = GTK_STATE_FLAG_FOCUSED.rawValue | GTK_STATE_FLAG_FOCUS_VISIBLE.rawValue
        return flags & wanted == wanted
    }

    public func queueDraw() { gtk_widget_queue_draw(raw) }
    public func queueResize() { gtk_widget_queue_resize(raw) }
    @discardableResult public func grabFocus() -> Bool { gtk_widget_grab_focus(raw) != 0 }
    public func setFocusable(_ on: Bool) { gtk_widget_set_focusable(raw, on ? 1 : 0) }
    /// Whether the widget or anything inside it may take the keyboard focus (GTK asks this before a
    /// widget's own focus logic, which for check buttons ignores `focusable`).
    public func setCanFocus(_ on: Bool) { gtk_widget_set_can_focus(raw, on ? 1 : 0) }
    public func setFocusOnClick(_ on: Bool) { gtk_widget_set_focus_on_click(raw, on ? 1 : 0) }
    public func setCanTarget(_ on: Bool) { gtk_widget_set_can_target(raw, on ? 1 : 0) }
    public func setHExpand(_ on: Bool) { gtk_widget_set_hexpand(raw, on ? 1 : 0) }
    public func setVExpand(_ on: Bool) { gtk_widget_set_vexpand(raw, on ? 1 : 0) }
    public func setSizeRequest(width: Int, height: Int) { gtk_widget_set_size_request(raw, Int32(width), Int32(height)) }
    public func setVisible(_ on: Bool) { gtk_widget_set_visible(raw, on ? 1 : 0) }
    public var isVisible: Bool { gtk_widget_get_visible(raw) != 0 }
    public func setSensitive(_ on: Bool) { gtk_widget_set_sensitive(raw, on ? 1 : 0) }
    public func setTooltip(_ text: String?) { gtk_widget_set_tooltip_text(raw, text) }
    public func addCSSClass(_ name: String) { gtk_widget_add_css_class(raw, name) }
    public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(raw, name) }
    public func setName(_ name: String) { gtk_widget_set_name(raw, name) }
    public func setMargins(top: Int = 0, bottom: Int = 0, start: Int = 0, end: Int = 0) {
        gtk_widget_set_margin_top(raw, Int32(top)); gtk_widget_set_margin_bottom(raw, Int32(bottom))
        gtk_widget_set_margin_start(raw, Int32(start)); gtk_widget_set_margin_end(raw, Int32(end))
    }
    public func setAlign(horizontal: GtkAlign? = nil, vertical: GtkAlign? = nil) {
        if let horizontal { gtk_widget_set_halign(raw, horizontal) }
        if let vertical { gtk_widget_set_valign(raw, vertical) }
    }

    /// Sets the pointer's look over the widget by CSS cursor name ("pointer", "grabbing", …); nil for the default.
    public func setCursor(named name: String?) { gtk_widget_set_cursor_from_name(raw, name) }
    /// The CSS name of the cursor set on the widget, if any.
    public var cursorName: String? {
        guard let cursor = gtk_widget_get_cursor(raw), let name = gdk_cursor_get_name(cursor) else { return nil }
        return String(cString: name)
    }

    /// Parents a widget by hand (popovers); call `unparent()` before the parent is finalized.
    public func setParent(_ parent: Widget) { gtk_widget_set_parent(raw, parent.raw) }
    public func unparent() { gtk_widget_unparent(raw) }
    public var parent: Widget? { gtk_widget_get_parent(raw).map(Widget.init) }
    /// The toplevel window's widget, if the widget is in one.
    public var root: Widget? { gtk_widget_get_root(raw).flatMap { Widget(UnsafeMutableRawPointer($0)) } }

    /// A point in this widget's coordinates expressed in `other`'s; nil when they share no toplevel.
    public func translate(_ point: PixelPoint, to other: Widget) -> PixelPoint? {
        var x = 0.0, y = 0.0
        guard gtk_widget_translate_coordinates(raw, other.raw, point.x, point.y, &x, &y) != 0 else { return nil }
        return PixelPoint(x: x, y: y)
    }

    /// Attaches an event controller; the widget takes ownership of it.
    public func add(_ controller: EventController) { gtk_widget_add_controller(raw, controller.raw) }
}
