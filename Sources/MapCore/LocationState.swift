/// Where a location source is in its life. `denied` and `unavailable` carry one line for the person.
public enum LocationState: Hashable, Sendable {
    case off
    case starting
    case running
    /// The person or the system refused access (GeoClue's AccessDenied, a desktop portal saying no).
    case denied(reason: String)
    /// No service, a service that went away, or a file that cannot be replayed.
    case unavailable(reason: String)

    /// The line to show the person, nil while all is well.
    public var problem: String? {
        switch self {
        case .off, .starting, .running: return nil
        case .denied(let reason), .unavailable(let reason): return reason
        }
    }

    /// Starting or running: asking again would only ask twice.
    public var isActive: Bool { self == .starting || self == .running }
}
