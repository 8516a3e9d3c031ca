import MapCore

/// The person's position as the store keeps it: the source's state, the last update, and what the map does with it.
public struct LocationModel: Hashable, Sendable {
    /// What the "show my location" button has asked for.
    public enum Mode: Hashable, Sendable {
        /// The map goes where the person pans it.
        case free
        /// Centre once on the next (or current) position, then stay free.
        case centreOnce
        /// Keep the position in the middle as it moves, until the person pans.
        case following
    }

    public var state: LocationState = .off
    public var last: LocationUpdate?
    public var mode: Mode = .free
    /// Set once access was denied: the store does not ask again in this run.
    public var wasDenied = false

    public init() {}

    /// The button's tooltip: what a press does, or why it cannot.
    public func tooltip(stale: Bool) -> String {
        if let problem = state.problem { return problem }
        switch (state, mode) {
        case (.off, _): return tr("Show my location")
        case (.starting, _): return tr("Finding your location…")
        case (_, .following): return tr("Following your location; pan the map to stop")
        default:
            if stale, let last { return String(format: tr("Your last known location (%@ old); press to follow"), Self.age(of: last)) }
            return last == nil ? tr("Waiting for a position…") : tr("Press to centre; press again to follow")
        }
    }

    static func age(of update: LocationUpdate, now: Date = Date()) -> String {
        let seconds = max(0, Int(now.timeIntervalSince(update.timestamp)))
        return seconds < 120 ? "\(seconds) s" : "\(seconds / 60) min"
    }
}

import Foundation
