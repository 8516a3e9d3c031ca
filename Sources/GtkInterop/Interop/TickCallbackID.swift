/// Identifies a widget tick callback.
public struct TickCallbackID: Hashable, Sendable {
    public let id: UInt32
}
