/// A failed D-Bus step: the remote error's name (e.g. `org.freedesktop.DBus.Error.AccessDenied`) when the other
/// side sent one, and GLib's message without the name prefix.
public struct DBusFailure: Error, Sendable, Equatable {
    public let remoteName: String?
    public let message: String
}
