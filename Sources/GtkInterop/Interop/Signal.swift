import CGtk

/// Connects Swift closures to GObject signals, one method per handler shape GTK 4 uses.
/// Each closure is boxed, retained for the connection's life, and released in GLib's destroy notify.
/// Pick the method by the signal's C signature; a wrong shape misreads the arguments.
/// To add a shape: a `pinmap_connect_*` inline in `Sources/CGtk/shim.h` with the exact C callback type,
/// then an overload here whose trampoline enters `MainActor.assumeIsolated`.
@MainActor
public enum Signal {
    private static let notify: GClosureNotify = { data, _ in releaseHandlerBox(data) }

    /// `(instance)`: "clicked", "toggled", "activate" (widgets), "destroy", "map", "unmap", GApplication "activate".
    @discardableResult
    public static func connect(_ instance: some GObjectConvertible, _ signal: String,
                               _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        let data = HandlerBox(handler).retainedPointer()
        let id = pinmap_connect_void(instance.gobjectPointer, signal, { _, data in
            let box = HandlerBox<@MainActor () -> Void>.from(data)
            MainActor.assumeIsolated { box.handler() }
        }, data, notify)
        return SignalConnection(instance: instance.gobjectPointer, id: UInt(id))
    }

    /// `(instance) -> gboolean`: "close-request" (return true to keep the window open).
    @discardableResult
    public static func connect(_ instance: some GObjectConvertible, _ signal: String,
                               returning handler: @escaping @MainActor () -> Bool) -> SignalConnection {
        let data = HandlerBox(handler).retainedPointer()
        let id = pinmap_connect_bool(instance.gobjectPointer, signal, { _, data in
            let box = HandlerBox<@MainActor () -> Bool>.from(data)
            return MainActor.assumeIsolated { box.handler() } ? 1 : 0
        }, data, notify)
        return SignalConnection(instance: instance.gobjectPointer, id: UInt(id))
    }

    /// `(instance, pointer)` with the pointer ignored: "notify::property", gesture "begin"/"end"/"cancel".
    @discardableResult
    public static func connectIgnoringArgument(_ instance: some GObjectConvertible, _ signal: String,
                                               _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        let data = HandlerBox(handler).retainedPointer()
        let id = pinmap_connect_pointer(instance.gobjectPointer, signal, { _, _, data in
            let box = HandlerBox<@MainActor () -> Void>.from(data)
            MainActor.assumeIsolated { box.handler() }
        }, data, notify)
        return SignalConnection(instance: instance.gobjectPointer, id: UInt(id))
    }

    /// "notify::`property`": the property changed.
    @discardableResult
    public static func connectNotify(_ instance: some GObjectConvertible, property: String,
                                     _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectIgnoringArgument(instance, "notify::" + property, handler)
    }

    /// `(instance, n_press, x, y)`: GtkGestureClick "pressed" / "released" (widget coordinates).
    @discardableResult
    public static func connect(_ instance: some GObjectConvertible, _ signal: String,
                               press handler: @escaping @MainActor (_ count: Int, _ x: Double, _ y: Double) -> Void) -> SignalConnection {
        let data = HandlerBox(handler).retainedPointer()
        let id = pinmap_connect_press(instance.gobjectPointer, signal, { _, n, x, y, data in
            let box = HandlerBox<@MainActor (Int, Double, Double) -> Void>.from(data)
            MainActor.assumeIsolated { box.handler(Int(n), x, y) }
        }, data, notify)
        return SignalConnection(instance: instance.gobjectPointer, id: UInt(id))
    }

    /// `(instance, x, y)`: GtkGestureDrag "drag-begin" (start point) / "drag-update" / "drag-end" (offsets),
    /// GtkEventControllerMotion "motion"/"enter", GtkEventControllerScroll "decelerate" (velocities).
    @discardableResult
    public static func connect(_ instance: some GObjectConvertible, _ signal: String,
                               point handler: @escaping @MainActor (_ x: Double, _ y: Double) -> Void) -> SignalConnection {
        let data = HandlerBox(handler).retainedPointer()
        let id = pinmap_connect_point(instance.gobjectPointer, signal, { _, x, y, data in
            let box = HandlerBox<@MainActor (Double, Double) -> Void>.from(data)
            MainActor.assumeIsolated { box.handler(x, y) }
        }, data, notify)
        return SignalConnection(instance: instance.gobjectPointer, id: UInt(id))
    }

    /// `(instance, dx, dy) -> gboolean`: GtkEventControllerScroll "scroll" (return true when handled).
    @discardableResult
    public static func connect(_ instance: some GObjectConvertible, _ signal: String,
                               scroll handler: @escaping @MainActor (_ dx: Double, _ dy: Double) -> Bool) -> SignalConnection {
        let data = HandlerBox(handler).retainedPointer()
        let id = pinmap_connect_point_bool(instance.gobjectPointer, signal, { _, dx, dy, data in
            let box = HandlerBox<@MainActor (Double, Double) -> Bool>.from(data)
            return MainActor.assumeIsolated { box.handler(dx, dy) } ? 1 : 0
        }, data, notify)
        return SignalConnection(instance: instance.gobjectPointer, id: UInt(id))
    }

    /// `(instance, value)`: GtkGestureZoom "scale-changed" (scale relative to the gesture's start).
    @discardableResult
    public static func connect(_ instance: some GObjectConvertible, _ signal: String,
                               value handler: @escaping @MainActor (_ value: Double) -> Void) -> SignalConnection {
        let data = HandlerBox(handler).retainedPointer()
        let id = pinmap_connect_double(instance.gobjectPointer, signal, { _, v, data in
            let box = HandlerBox<@MainActor (Double) -> Void>.from(data)
            MainActor.assumeIsolated { box.handler(v) }
        }, data, notify)
        return SignalConnection(instance: instance.gobjectPointer, id: UInt(id))
    }

    /// `(instance, keyval, keycode, state) -> gboolean`: GtkEventControllerKey "key-pressed" (return true when handled).
    @discardableResult
    public static func connect(_ instance: some GObjectConvertible, _ signal: String,
                               key handler: @escaping @MainActor (KeyPress) -> Bool) -> SignalConnection {
        let data = HandlerBox(handler).retainedPointer()
        let id = pinmap_connect_key(instance.gobjectPointer, signal, { _, keyval, keycode, state, data in
            let box = HandlerBox<@MainActor (KeyPress) -> Bool>.from(data)
            let press = KeyPress(keyval: keyval, keycode: keycode, modifiers: state.rawValue)
            return MainActor.assumeIsolated { box.handler(press) } ? 1 : 0
        }, data, notify)
        return SignalConnection(instance: instance.gobjectPointer, id: UInt(id))
    }

    /// `(instance, GtkWidget *child)`: GtkListBox "row-activated" (the row).
    @discardableResult
    public static func connect(_ instance: some GObjectConvertible, _ signal: String,
                               widget handler: @escaping @MainActor (Widget?) -> Void) -> SignalConnection {
        let data = HandlerBox(handler).retainedPointer()
        let id = pinmap_connect_pointer(instance.gobjectPointer, signal, { _, child, data in
            let box = HandlerBox<@MainActor (Widget?) -> Void>.from(data)
            let widget = child.flatMap { pinmap_gtk_widget($0) }.map(Widget.init)
            MainActor.assumeIsolated { box.handler(widget) }
        }, data, notify)
        return SignalConnection(instance: instance.gobjectPointer, id: UInt(id))
    }

    /// `(action, GVariant? parameter)`: GSimpleAction "activate" / "change-state".
    @discardableResult
    public static func connect(_ instance: some GObjectConvertible, _ signal: String,
                               parameter handler: @escaping @MainActor (ActionParameter?) -> Void) -> SignalConnection {
        let data = HandlerBox(handler).retainedPointer()
        let id = pinmap_connect_pointer(instance.gobjectPointer, signal, { _, variant, data in
            let box = HandlerBox<@MainActor (ActionParameter?) -> Void>.from(data)
            let parameter = variant.map { ActionParameter(variant: OpaquePointer($0)) }
            MainActor.assumeIsolated { box.handler(parameter) }
        }, data, notify)
        return SignalConnection(instance: instance.gobjectPointer, id: UInt(id))
    }
}
