import CGtk
import GtkInterop

/// GtkWindow operations on a window's Widget handle.
@MainActor
public enum Window {
    /// A new toplevel GtkWindow (without an application; tests use this).
    public static func make() -> Widget { Widget(gtk_window_new()) }

    public static func setChild(_ window: Widget, _ child: Widget?) { gtk_window_set_child(pinmap_gtk_window(window.gobjectPointer), child?.raw) }
    public static func setTitle(_ window: Widget, _ title: String) { gtk_window_set_title(pinmap_gtk_window(window.gobjectPointer), title) }
    public static func setDefaultSize(_ window: Widget, width: Int, height: Int) {
        gtk_window_set_default_size(pinmap_gtk_window(window.gobjectPointer), Int32(width), Int32(height))
    }
    public static func present(_ window: Widget) { gtk_window_present(pinmap_gtk_window(window.gobjectPointer)) }
    /// Closes the window (emits "close-request"); GTK destroys it unless a handler keeps it.
    public static func close(_ window: Widget) { gtk_window_close(pinmap_gtk_window(window.gobjectPointer)) }
    /// Destroys the window and its children now.
    public static func destroy(_ window: Widget) { gtk_window_destroy(pinmap_gtk_window(window.gobjectPointer)) }
    /// Without decorations the child starts at the window's origin (tests place the pointer by it).
    public static func setDecorated(_ window: Widget, _ on: Bool) { gtk_window_set_decorated(pinmap_gtk_window(window.gobjectPointer), on ? 1 : 0) }
    /// Focuses a child within the window.
    public static func setFocus(_ window: Widget, _ child: Widget?) { gtk_window_set_focus(pinmap_gtk_window(window.gobjectPointer), child?.raw) }

    /// What Tab (forward) or Shift+Tab does: moves the keyboard focus to the next or previous Tab stop.
    @discardableResult
    public static func moveFocus(_ window: Widget, forward: Bool) -> Bool {
        gtk_widget_child_focus(window.raw, forward ? GTK_DIR_TAB_FORWARD : GTK_DIR_TAB_BACKWARD) != 0
    }

    /// The widget with the keyboard focus in `window`, if any.
    public static func focusedWidget(_ window: Widget) -> Widget? {
        gtk_window_get_focus(pinmap_gtk_window(window.gobjectPointer)).map { Widget($0) }
    }
}
