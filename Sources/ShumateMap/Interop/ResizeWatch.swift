import CShumateShim
import GtkInterop

/// Connects a GtkDrawingArea's "resize" (width, height) to a closure, boxed and released by GLib's destroy notify.
@MainActor
enum ResizeWatch {
    private final class Box { let handler: @MainActor (Int, Int) -> Void; init(_ h: @escaping @MainActor (Int, Int) -> Void) { handler = h } }

    static func connect(_ area: Widget, _ handler: @escaping @MainActor (_ width: Int, _ height: Int) -> Void) {
        let data = Unmanaged.passRetained(Box(handler)).toOpaque()
        _ = pinmap_connect_resize(area.gobjectPointer, { _, width, height, data in
            let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.handler(Int(width), Int(height)) }
        }, data, { data, _ in Unmanaged<Box>.fromOpaque(data!).release() })
    }
}
