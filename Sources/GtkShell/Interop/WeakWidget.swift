import CGtk
import GtkInterop

/// A widget held without keeping it alive (a GWeakRef): `widget` is nil once GTK has finalized it, so code that
/// outlives a widget (a popover's focus hand-back to its opener) never touches freed memory.
public final class WeakWidget {
    private let ref = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)

    public init(_ widget: Widget) {
        ref.initialize(to: GWeakRef())
        g_weak_ref_init(ref, widget.gobjectPointer)
    }

    deinit {
        g_weak_ref_clear(ref)
        ref.deallocate()
    }

    /// The widget while it exists. The strong reference GLib returns is dropped at once: on the main thread
    /// nothing finalizes the widget before the caller is done with it.
    @MainActor public var widget: Widget? {
        guard let object = g_weak_ref_get(ref) else { return nil }
        defer { g_object_unref(object) }
        return Widget(object.assumingMemoryBound(to: GtkWidget.self))
    }
}
