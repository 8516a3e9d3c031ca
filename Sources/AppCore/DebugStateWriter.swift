import Foundation

/// Writes `DebugSnapshot.dump` to a file after every change of the store or of what the shell fed the snapshot
/// (temp file + rename, so readers never see half a file).
@MainActor
public final class DebugStateWriter {
    /// The environment variable naming the dump file.
    public static let environmentKey = "PINMAP_DEBUG_STATE"

    private let url: URL
    private var sequence = 0
    private weak var store: MapStore?
    private var snapshot: DebugSnapshot?
    private var poster: (any MainThreadPoster)?
    /// The last dump written, with sequence 0 (to tell whether a recheck found anything new).
    private var lastWritten: DebugStateDump?
    private var recheckScheduled = false

    public init(path: String) {
        url = URL(fileURLWithPath: path)
    }

    /// A writer when PINMAP_DEBUG_STATE names a file, else nil.
    public static func fromEnvironment(_ env: [String: String] = ProcessInfo.processInfo.environment) -> DebugStateWriter? {
        guard let path = env[environmentKey], !path.isEmpty else { return nil }
        return DebugStateWriter(path: path)
    }

    /// Starts writing on every change of `store` or `snapshot`; while the dump is not idle, `poster` rechecks it
    /// every `recheckSeconds` (work such as a glide or a tile load ends without a store change) and writes what changed.
    public func attach(to store: MapStore, snapshot: DebugSnapshot, poster: (any MainThreadPoster)? = nil) {
        self.store = store
        self.snapshot = snapshot
        self.poster = poster
        snapshot.onChange = { [weak self] in self?.write() }
        // Only a flip is written: a dump per animation frame would cost every frame its pins' query.
        snapshot.onFramePainted = { [weak self, weak snapshot] in
            guard let self, let snapshot else { return }
            if snapshot.frameShowsState != self.lastWritten?.frameShowsState {
                self.write(onlyIfChanged: true)
            } else if !snapshot.frameShowsState {
                // A frame painted while busy (its own draw may have started the work): look again once that is done.
                self.scheduleRecheck()
            }
        }
        store.observe { [weak self, weak snapshot] _ in
            snapshot?.stateChanged()
            self?.write()
        }
    }

    /// Seconds between rechecks of a busy dump.
    public static let recheckSeconds = 0.05

    public func write() { write(onlyIfChanged: false) }

    /// `onlyIfChanged`: a recheck that finds nothing new writes nothing (no endless rewrites while a tile is loading).
    private func write(onlyIfChanged: Bool) {
        guard let store, let snapshot else { return }
        var dump = snapshot.dump(of: store, sequence: 0)
        scheduleRecheckUntilSettled(dump)
        // Work that ends without a change (a save, a tile the map had drawn around) leaves no idle frame: ask for one.
        if dump.isIdle, !dump.frameShowsState { snapshot.requestFrame?() }
        if onlyIfChanged, dump == lastWritten { return }
        lastWritten = dump
        sequence += 1
        dump.sequence = sequence
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(dump) else { return }
        // One rename, so a reader finds the old dump or the new one. (Foundation's `replaceItemAt` on Linux renamed
        // the old file away first and then failed, and the fallback rewrote it in place: a window test's read could
        // find no file at all.) Debug output only: a failed write must not disturb the app.
        try? SafeFile.writeAtomically(data, to: url)
    }

    /// Rechecks while busy, and while idle but no frame of it is painted yet.
    private func scheduleRecheckUntilSettled(_ dump: DebugStateDump) {
        guard !dump.isIdle || !dump.frameShowsState else { return }
        scheduleRecheck()
    }

    private func scheduleRecheck() {
        guard !recheckScheduled, let poster else { return }
        recheckScheduled = true
        poster.post(after: Self.recheckSeconds) { [weak self] in
            guard let self else { return }
            self.recheckScheduled = false
            self.write(onlyIfChanged: true)
        }
    }
}
