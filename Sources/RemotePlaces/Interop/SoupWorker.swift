import CSoup
import Dispatch
import Foundation

/// One libsoup session on its own thread and GLib context, so network I/O never runs on the app's main loop.
/// `get` may be called from any thread or task; cancelling the task cancels the request. Shared with Geocoding
/// (package access) so there is one libsoup worker for JSON GETs.
package final class SoupWorker: Sendable {
    private let loop: WorkerLoop

    /// `timeoutSeconds` bounds each wait on the socket (a server that accepts and never answers).
    package init(userAgent: String, timeoutSeconds: UInt32, maxConnections: Int = 4) {
        loop = WorkerLoop(userAgent: userAgent, timeoutSeconds: timeoutSeconds, maxConnections: maxConnections)
    }

    deinit { loop.quit() }

    /// GETs `url`; the body is read up to `maxBytes` (gzip is decoded by libsoup's content decoder).
    /// `deadlineSeconds` bounds the whole exchange, redirects and every body byte included.
    package func get(_ url: String, headers: [String: String], maxBytes: Int,
             deadlineSeconds: Double) async -> Result<RemoteResponse, RemoteFetchError> {
        let fetch = SoupFetch(url: url, headers: headers, maxBytes: maxBytes, deadlineSeconds: deadlineSeconds)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                fetch.completion = { continuation.resume(returning: $0) }
                loop.post { [loop] in fetch.start(session: loop.session) }
            }
        } onCancel: { [loop] in
            // libsoup cancels a message on the thread that cancels it, so the cancel runs on the worker thread too.
            loop.post { fetch.cancel() }
        }
    }
}

/// The thread, its context and loop, and the session that lives on them. Freed when the loop ends.
private final class WorkerLoop: @unchecked Sendable {
    // GMainContext and GMainLoop are thread-safe; the session is touched only on the worker thread.
    let context: OpaquePointer
    let mainLoop: OpaquePointer
    nonisolated(unsafe) var session: UnsafeMutablePointer<SoupSession>!

    init(userAgent: String, timeoutSeconds: UInt32, maxConnections: Int) {
        context = g_main_context_new()
        mainLoop = g_main_loop_new(context, 0)
        let ready = DispatchSemaphore(value: 0)
        let thread = Thread { [self] in
            g_main_context_push_thread_default(context)
            session = pinmap_soup_session_new(Int32(maxConnections), Int32(maxConnections * 2), userAgent, timeoutSeconds)
            ready.signal()
            g_main_loop_run(mainLoop)
            soup_session_abort(session)
            pinmap_object_unref(session)
            g_main_context_pop_thread_default(context)
        }
        thread.name = "pinmap-remote-places"
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
        let box = Unmanaged.passRetained(WorkBox(work)).toOpaque()
        g_source_set_callback(source, { data in
            Unmanaged<WorkBox>.fromOpaque(data!).takeUnretainedValue().work()
            return 0
        }, box, { data in Unmanaged<WorkBox>.fromOpaque(data!).release() })
        g_source_attach(source, context)
        g_source_unref(source)
    }
}

private final class WorkBox {
    let work: () -> Void
    init(_ work: @escaping () -> Void) { self.work = work }
}
