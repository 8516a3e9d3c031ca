import CSoup
import Dispatch
import Foundation

/// One libsoup session on its own thread and GLib context for remote archives: archive reads block a tile worker
/// (never the main loop) while the request runs here. Any thread may call `fetch`.
public final class RangeWorker: Sendable {
    private let loop: RangeWorkerLoop

    /// `maxConnectionsPerHost` is libsoup's per-host limit, as the raster tile client uses; `timeoutSeconds`
    /// bounds each wait on the socket.
    public init(userAgent: String, maxConnectionsPerHost: Int, timeoutSeconds: UInt32) {
        SoupWarningFilter.install()
        loop = RangeWorkerLoop(userAgent: userAgent, perHost: maxConnectionsPerHost, timeoutSeconds: timeoutSeconds)
    }

    deinit { loop.quit() }

    /// GETs `url` with `headers`, waiting for the whole reply (at most `maxBytes`, within `deadlineSeconds`).
    public func fetch(_ url: String, headers: [String: String], maxBytes: Int,
                      deadlineSeconds: Double) -> Result<RangeReply, HTTPFetchError> {
        let fetch = RangeFetch(url: url, headers: headers, maxBytes: maxBytes, deadlineSeconds: deadlineSeconds)
        let done = DispatchSemaphore(value: 0)
        let box = ReplyBox()
        fetch.completion = { result in box.result = result; done.signal() }
        loop.post { [loop] in fetch.start(session: loop.session, context: loop.context) }
        done.wait()
        return box.result ?? .failure(.network("no reply"))
    }
}

/// The reply handed from the worker thread to the waiting caller; the semaphore orders the two accesses.
private final class ReplyBox: @unchecked Sendable {
    var result: Result<RangeReply, HTTPFetchError>?
}

/// The thread, its context and loop, and the session that lives on them.
private final class RangeWorkerLoop: @unchecked Sendable {
    // GMainContext and GMainLoop are thread-safe; the session is touched only on the worker thread.
    let context: OpaquePointer
    let mainLoop: OpaquePointer
    nonisolated(unsafe) var session: UnsafeMutablePointer<SoupSession>!

    init(userAgent: String, perHost: Int, timeoutSeconds: UInt32) {
        context = g_main_context_new()
        mainLoop = g_main_loop_new(context, 0)
        let ready = DispatchSemaphore(value: 0)
        let thread = Thread { [self] in
            g_main_context_push_thread_default(context)
            session = pinmap_soup_session_new(Int32(perHost), Int32(max(8, perHost * 4)), userAgent, timeoutSeconds)
            ready.signal()
            g_main_loop_run(mainLoop)
            soup_session_abort(session)
            pinmap_object_unref(session)
            g_main_context_pop_thread_default(context)
        }
        thread.name = "pinmap-remote-archive"
        thread.start()
        ready.wait()
    }

    deinit {
        g_main_loop_unref(mainLoop)
        g_main_context_unref(context)
    }

    func quit() { g_main_loop_quit(mainLoop) }

    /// Runs `work` on the worker thread; the box is released by the destroy notify whether or not it runs.
    func post(_ work: @escaping () -> Void) {
        let source = g_idle_source_new()!
        let box = Unmanaged.passRetained(RangeWork(work)).toOpaque()
        g_source_set_callback(source, { data in
            Unmanaged<RangeWork>.fromOpaque(data!).takeUnretainedValue().work()
            return 0
        }, box, { data in Unmanaged<RangeWork>.fromOpaque(data!).release() })
        g_source_attach(source, context)
        g_source_unref(source)
    }
}

private final class RangeWork {
    let work: () -> Void
    init(_ work: @escaping () -> Void) { self.work = work }
}
