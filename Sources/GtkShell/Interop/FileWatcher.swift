import CAdw
import CGtk
import GtkInterop

/// Watches one file with a GFileMonitor (edits in place, a save by rename over it, deletion) and calls `onChange`
/// once it has been quiet for `quietMilliseconds`: a file still being written is read when it stops changing.
@MainActor
public final class FileWatcher {
    nonisolated(unsafe) private let monitor: UnsafeMutablePointer<GFileMonitor>?
    private let debounce: Debounce

    /// The pending "quiet" timer, shared with the signal handler.
    @MainActor private final class Debounce {
        var timer: MainLoop.SourceID?
        let quiet: UInt32
        let onChange: @MainActor () -> Void
        init(quiet: UInt32, onChange: @escaping @MainActor () -> Void) { self.quiet = quiet; self.onChange = onChange }

        func poke() {
            timer?.cancel()
            timer = MainLoop.timeout(milliseconds: quiet) { [weak self] in
                self?.timer = nil
                self?.onChange()
                return false
            }
        }
    }

    /// Nil monitor (no GIO backend for the path) watches nothing; the layer still works, it just does not follow.
    public init(path: String, quietMilliseconds: UInt32 = 400, onChange: @escaping @MainActor () -> Void) {
        debounce = Debounce(quiet: quietMilliseconds, onChange: onChange)
        let file = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let m = g_file_monitor_file(file, G_FILE_MONITOR_WATCH_MOVES, nil, nil) else { monitor = nil; return }
        monitor = m
        let data = HandlerBox(debounce).retainedPointer()
        pinmap_connect_file_monitor(UnsafeMutableRawPointer(m), { _, _, _, _, data in
            // Every event (changed, done, created, renamed over, deleted) restarts the quiet period.
            let box = HandlerBox<Debounce>.from(data)
            MainActor.assumeIsolated { box.handler.poke() }
        }, data, { data, _ in releaseHandlerBox(data) })
    }

    /// Stops watching; safe to call twice.
    public func cancel() {
        debounce.timer?.cancel()
        debounce.timer = nil
        guard let monitor else { return }
        g_file_monitor_cancel(monitor)
    }

    deinit {
        // Cancelling and unreffing a monitor are thread-safe; the pending timer holds its debounce weakly.
        if let monitor {
            g_file_monitor_cancel(monitor)
            g_object_unref(UnsafeMutableRawPointer(monitor))
        }
    }
}
