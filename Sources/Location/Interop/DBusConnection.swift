import CGio

/// A GDBus connection with Swift-closure calls and signal subscriptions. Every callback arrives on the
/// GLib main context of the thread that made the call (the app's main loop) and is delivered on the main actor.
/// Each callback box is retained while GLib may call it and released exactly once (completion or destroy notify).
@MainActor
final class DBusConnection {
    private let raw: OpaquePointer
    private var subscriptions: [guint] = []

    private init(raw: OpaquePointer) {
        self.raw = raw
        // A bus that dies must not take the app with it (g_bus_get's shared connections exit by default).
        g_dbus_connection_set_exit_on_close(raw, 0)
    }

    isolated deinit {
        for id in subscriptions { g_dbus_connection_signal_unsubscribe(raw, id) }
        g_object_unref(UnsafeMutableRawPointer(raw))
    }

    /// Connects without blocking: to the system bus when `address` is nil, else to the bus at `address`
    /// (a test's private daemon).
    static func connect(address: String?, _ done: @escaping @MainActor (Result<DBusConnection, DBusFailure>) -> Void) {
        let box = Unmanaged.passRetained(ResultBox<OpaquePointer>(done: { result in
            done(result.map { DBusConnection(raw: $0) })
        })).toOpaque()
        let callback: GAsyncReadyCallback = { _, result, data in
            let box = Unmanaged<ResultBox<OpaquePointer>>.fromOpaque(data!).takeRetainedValue()
            var error: UnsafeMutablePointer<GError>?
            let isSystem = box.tag == 0
            let connection = isSystem ? g_bus_get_finish(result, &error) : g_dbus_connection_new_for_address_finish(result, &error)
            MainActor.assumeIsolated { box.finish(connection, error) }
        }
        if let address {
            Unmanaged<ResultBox<OpaquePointer>>.fromOpaque(box).takeUnretainedValue().tag = 1
            let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                                             | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
            g_dbus_connection_new_for_address(address, flags, nil, nil, callback, box)
        } else {
            g_bus_get(G_BUS_TYPE_SYSTEM, nil, callback, box)
        }
    }

    /// Calls `method` without blocking; `arguments` is a floating GVariant (consumed) or nil.
    func call(destination: String, path: String, interface: String, method: String, arguments: OpaquePointer?,
              timeoutMilliseconds: Int32, _ done: @escaping @MainActor (Result<DBusValue, DBusFailure>) -> Void) {
        let box = Unmanaged.passRetained(ResultBox<OpaquePointer>(done: { result in
            done(result.map { DBusValue(owning: $0) })
        })).toOpaque()
        let connection = raw
        g_dbus_connection_call(raw, destination, path, interface, method, arguments, nil, G_DBUS_CALL_FLAGS_NONE,
                               timeoutMilliseconds, nil, { source, result, data in
            let box = Unmanaged<ResultBox<OpaquePointer>>.fromOpaque(data!).takeRetainedValue()
            var error: UnsafeMutablePointer<GError>?
            let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error)
            MainActor.assumeIsolated { box.finish(reply, error) }
        }, box)
        _ = connection
    }

    /// Calls `handler` with each matching signal's parameters until the connection goes; nil matches anything.
    func subscribe(sender: String?, interface: String?, member: String?, path: String?, arg0: String?,
                   _ handler: @escaping @MainActor (DBusValue) -> Void) {
        let box = Unmanaged.passRetained(SignalBox(handler)).toOpaque()
        let id = g_dbus_connection_signal_subscribe(raw, sender, interface, member, path, arg0, G_DBUS_SIGNAL_FLAGS_NONE,
            { _, _, _, _, _, parameters, data in
                let box = Unmanaged<SignalBox>.fromOpaque(data!).takeUnretainedValue()
                guard let parameters else { return }
                let value = DBusValue(borrowing: parameters)
                MainActor.assumeIsolated { box.handler(value) }
            }, box, { data in Unmanaged<SignalBox>.fromOpaque(data!).release() })
        subscriptions.append(id)
    }
}

/// Turns a GError into a `DBusFailure` (and frees it).
private func failure(from error: UnsafeMutablePointer<GError>?) -> DBusFailure {
    guard let error else { return DBusFailure(remoteName: nil, message: "unknown error") }
    defer { g_error_free(error) }
    var remote: String?
    if let name = g_dbus_error_get_remote_error(error) {
        remote = String(cString: name)
        g_free(name)
        _ = g_dbus_error_strip_remote_error(error)
    }
    return DBusFailure(remoteName: remote, message: error.pointee.message.map { String(cString: $0) } ?? "unknown error")
}

private final class ResultBox<T> {
    let done: @MainActor (Result<T, DBusFailure>) -> Void
    /// 0: the system bus, 1: an address (which finish function applies).
    var tag = 0
    init(done: @escaping @MainActor (Result<T, DBusFailure>) -> Void) { self.done = done }

    @MainActor func finish(_ value: T?, _ error: UnsafeMutablePointer<GError>?) {
        if let value { done(.success(value)) } else { done(.failure(failure(from: error))) }
    }
}

private final class SignalBox {
    let handler: @MainActor (DBusValue) -> Void
    init(_ handler: @escaping @MainActor (DBusValue) -> Void) { self.handler = handler }
}
