import CGtk
import MapCore

/// The app shell's thin wrappers over GTK widgets the panel, popover and window use.
/// Every cast and raw pointer stays in these `AppUI*` files; callers see only `Widget`.
@MainActor
public enum AppUI {
    public enum Orientation { case horizontal, vertical
        var gtk: GtkOrientation { self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL }
    }

    /// Wraps a constructor's result (GTK constructors never return NULL).
    static func wrap(_ pointer: UnsafeMutablePointer<GtkWidget>!) -> Widget { Widget(pointer as UnsafeMutablePointer<GtkWidget>) }

    // MARK: Boxes
    public static func box(_ orientation: Orientation, spacing: Int = 0) -> Widget {
        Widget(gtk_box_new(orientation.gtk, Int32(spacing)))
    }

    public static func append(_ box: Widget, _ child: Widget) {
        gtk_box_append(box.cast(to: GtkBox.self), child.raw)
    }

    public static func remove(_ box: Widget, _ child: Widget) {
        gtk_box_remove(box.cast(to: GtkBox.self), child.raw)
    }

    /// Removes every child of a box.
    public static func removeAllChildren(_ box: Widget) {
        while let child = gtk_widget_get_first_child(box.raw) { gtk_box_remove(box.cast(to: GtkBox.self), child) }
    }

    // MARK: Labels
    public static func label(_ text: String) -> Widget { wrap(gtk_label_new(text)) }

    public static func setLabel(_ label: Widget, _ text: String) { gtk_label_set_text(label.opaque, text) }

    /// Pango markup; callers escape user text with `escapeMarkup`.
    public static func setMarkup(_ label: Widget, _ markup: String) { gtk_label_set_markup(label.opaque, markup) }

    public static func escapeMarkup(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text, -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }

    /// Left-aligned, wrapping, selectable as asked.
    public static func configureLabel(_ label: Widget, xalign: Double = 0, wrap: Bool = false, selectable: Bool = false, maxWidthChars: Int? = nil) {
        gtk_label_set_xalign(label.opaque, Float(xalign))
        gtk_label_set_wrap(label.opaque, wrap ? 1 : 0)
        if wrap { gtk_label_set_wrap_mode(label.opaque, PANGO_WRAP_WORD_CHAR) }
        gtk_label_set_selectable(label.opaque, selectable ? 1 : 0)
        if let maxWidthChars { gtk_label_set_max_width_chars(label.opaque, Int32(maxWidthChars)) }
    }

    public static func setEllipsizeEnd(_ label: Widget) { gtk_label_set_ellipsize(label.opaque, PANGO_ELLIPSIZE_END) }

    /// Lets a label's mnemonic focus another widget, and names it for screen readers.
    public static func setMnemonicWidget(_ label: Widget, _ target: Widget) { gtk_label_set_mnemonic_widget(label.opaque, target.raw) }

    // MARK: Buttons
    public static func button(label: String) -> Widget { wrap(gtk_button_new_with_label(label)) }

    public static func button(mnemonic: String) -> Widget { wrap(gtk_button_new_with_mnemonic(mnemonic)) }

    public static func button(iconName: String) -> Widget { wrap(gtk_button_new_from_icon_name(iconName)) }

    public static func setButtonChild(_ button: Widget, _ child: Widget) { gtk_button_set_child(button.cast(to: GtkButton.self), child.raw) }

    public static func setButtonLabel(_ button: Widget, _ text: String) { gtk_button_set_label(button.cast(to: GtkButton.self), text) }

    public static func setHasFrame(_ button: Widget, _ on: Bool) { gtk_button_set_has_frame(button.cast(to: GtkButton.self), on ? 1 : 0) }

    /// Calls `handler` on "clicked".
    public static func onClicked(_ button: Widget, _ handler: @escaping @MainActor () -> Void) {
        Signal.connect(button, "clicked", handler)
    }

    // MARK: Images
    /// An image from a file (an SVG icon); GTK shows a "missing image" icon when the file is absent.
    public static func image(file path: String, pixelSize: Int) -> Widget {
        let w = wrap(gtk_image_new_from_file(path))
        gtk_image_set_pixel_size(w.opaque, Int32(pixelSize))
        return w
    }

    public static func image(iconName: String, pixelSize: Int = 16) -> Widget {
        let w = wrap(gtk_image_new_from_icon_name(iconName))
        gtk_image_set_pixel_size(w.opaque, Int32(pixelSize))
        return w
    }

    // MARK: Layout helpers
    public static func separator(_ orientation: Orientation) -> Widget { wrap(gtk_separator_new(orientation.gtk)) }

    /// A vertically scrolling container around `child`.
    public static func scrolled(_ child: Widget) -> Widget {
        let s = wrap(gtk_scrolled_window_new())
        gtk_scrolled_window_set_policy(s.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(s.opaque, child.raw)
        return s
    }

    /// Translates a point from `widget`'s coordinates into `target`'s; nil when they share no toplevel.
    public static func translate(x: Double, y: Double, from widget: Widget, to target: Widget) -> (x: Double, y: Double)? {
        var ox = 0.0, oy = 0.0
        guard gtk_widget_translate_coordinates(widget.raw, target.raw, x, y, &ox, &oy) != 0 else { return nil }
        return (ox, oy)
    }
}

@MainActor
extension AppUI {
    /// Where `widget`'s origin lies in its native surface (the X window), in points: the window origin plus any CSD shadow.
    public static func originInSurface(_ widget: Widget) -> (x: Double, y: Double)? {
        guard let native = gtk_widget_get_native(widget.raw) else { return nil }
        let nativeWidget = Widget(UnsafeMutableRawPointer(native))
        guard let nativeWidget, let p = translate(x: 0, y: 0, from: widget, to: nativeWidget) else { return nil }
        var sx = 0.0, sy = 0.0
        gtk_native_get_surface_transform(native, &sx, &sy)
        return (p.x + sx, p.y + sy)
    }
}

@MainActor
extension AppUI {
    /// Centres a widget in its allocation on both axes (it keeps its natural size).
    public static func center(_ widget: Widget) {
        gtk_widget_set_halign(widget.raw, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(widget.raw, GTK_ALIGN_CENTER)
    }
}

@MainActor
extension AppUI {
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
    /// Children of a box share its space equally.
    public static func setHomogeneous(_ box: Widget, _ on: Bool) {
        gtk_box_set_homogeneous(box.cast(to: GtkBox.self), on ? 1 : 0)
    }

    /// A scroller that takes its child's natural size up to `maxHeight` points, then scrolls (for popovers).
    public static func scrolled(_ child: Widget, maxHeight: Int, minWidth: Int) -> Widget {
        let s = scrolled(child)
        gtk_scrolled_window_set_propagate_natural_height(s.opaque, 1)
        gtk_scrolled_window_set_propagate_natural_width(s.opaque, 1)
        gtk_scrolled_window_set_max_content_height(s.opaque, Int32(maxHeight))
        gtk_scrolled_window_set_min_content_width(s.opaque, Int32(minWidth))
        return s
    }
}

extension AppUI {
    /// GDK_KEY_Escape, for key handlers outside Interop.
    public static let escapeKeyval = UInt32(GDK_KEY_Escape)
}

@MainActor
extension AppUI {
    /// Lets GTK find icons under `path` (a folder holding hicolor/…), e.g. the app icon before it is installed,
    /// and makes `iconName` every window's default icon.
    public static func useIcons(in path: String, defaultIconName iconName: String) {
        guard let display = gdk_display_get_default() else { return }
        gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), path)
        gtk_window_set_default_icon_name(iconName)
    }
}
