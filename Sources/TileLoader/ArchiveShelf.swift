import MapArchive
import Synchronization

/// Map archives opened once per path and shared by the worker queues; a file that failed to open stays failed
/// (its error is given again, and reported once).
final class ArchiveShelf: Sendable {
    private struct State {
        var opened: [String: Result<any TileArchive, ArchiveError>] = [:]
        var reported: Set<String> = []
    }

    private let state = Mutex(State())

    /// The archive at `path` (a file, or an `http(s)://` URL), opened on first use.
    func archive(at path: String) -> Result<any TileArchive, ArchiveError> {
        state.withLock { state in
            if let known = state.opened[path] { return known }
            let result: Result<any TileArchive, ArchiveError>
            do throws(ArchiveError) { result = .success(try RemoteArchiveOpener.open(location: path)) } catch { result = .failure(error) }
            // An unreachable server may come back: that failure is not kept.
            if case .failure(let e) = result, RemoteReadError.isUnreachable(reason: e.reason) { return result }
            state.opened[path] = result
            return result
        }
    }

    /// Drops an opened archive (a remote one that changed on the server), so the next tile opens the new version.
    func forget(_ path: String) {
        state.withLock { state in
            state.opened[path] = nil
            state.reported.remove(path)
        }
    }

    /// True the first time it is asked for a path: so a broken archive is logged once, not once per tile.
    func shouldReport(_ path: String) -> Bool {
        state.withLock { $0.reported.insert(path).inserted }
    }
}
