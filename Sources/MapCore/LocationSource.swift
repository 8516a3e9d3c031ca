/// Something that tells where the person is: GeoClue, a replayed GPX track, a fake in tests.
/// Calls `onEvent` on the main thread; `start()` and `stop()` never block.
@MainActor
public protocol LocationSource: AnyObject {
    /// Where the source is now; every change is also sent to `onEvent`.
    var state: LocationState { get }
    /// Set by the owner before `start()`.
    var onEvent: (@MainActor (LocationEvent) -> Void)? { get set }
    /// Begins asking for positions (`starting`, then `running` or a failure). Does nothing while active.
    func start()
    /// Stops and returns to `off`.
    func stop()
}

/// What a location source reports.
public enum LocationEvent: Hashable, Sendable {
    case state(LocationState)
    case update(LocationUpdate)
}
