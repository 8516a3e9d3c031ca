import Foundation
import Synchronization

/// Builds indexes off the calling thread and hands each result back through an injected poster
/// (the GTK shell posts with g_idle; tests call the closure directly). Only the newest request is
/// delivered: a result from an older request is dropped, and a queued request that is already stale
/// is never started.
public final class ClusterBuildScheduler<Output: Sendable>: @unchecked Sendable {
    /// Runs a closure on the thread that should receive results (e.g. the GTK main loop).
    public typealias Poster = @Sendable (@escaping @Sendable () -> Void) -> Void

    private let queue: DispatchQueue
    private let post: Poster
    /// The newest generation.
    private let latest = Mutex<UInt64>(0)

    public init(label: String = "pinmap.cluster-build", post: @escaping Poster) {
        queue = DispatchQueue(label: label, qos: .userInitiated)
        self.post = post
    }

    /// Starts `build` in the background; `deliver` runs through the poster unless a newer request
    /// (or `cancel()`) came first. Returns the request's generation.
    @discardableResult
    public func submit(_ build: @escaping @Sendable () -> Output, deliver: @escaping @Sendable (Output) -> Void) -> UInt64 {
        submit({ _ in build() }, deliver: deliver)
    }

    /// As `submit(_:deliver:)`, but `build` may hand over early results first (each also goes through `deliver`,
    /// unless a newer request came): a quick answer while the full one is still being made.
    @discardableResult
    public func submit(_ build: @escaping @Sendable (_ early: (Output) -> Void) -> Output,
                       deliver: @escaping @Sendable (Output) -> Void) -> UInt64 {
        let generation = latest.withLock { $0 += 1; return $0 }
        queue.async { [self] in
            guard isCurrent(generation) else { return }
            let output = build { early in
                guard isCurrent(generation) else { return }
                post { [self] in if isCurrent(generation) { deliver(early) } }
            }
            guard isCurrent(generation) else { return }
            post { [self] in
                // Checked again on the receiving thread: a newer request may have arrived while this was queued.
                if isCurrent(generation) { deliver(output) }
            }
        }
        return generation
    }

    /// Drops every pending result.
    public func cancel() { latest.withLock { $0 += 1 } }

    /// Whether `generation` is still the newest request.
    public func isCurrent(_ generation: UInt64) -> Bool { latest.withLock { $0 == generation } }

    /// Blocks until every build submitted so far has finished (for tests and shutdown).
    public func waitUntilIdle() { queue.sync {} }
}
