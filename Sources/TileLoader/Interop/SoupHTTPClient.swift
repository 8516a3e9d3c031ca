import CSoup
import Foundation
import MapCore

/// GET requests over one libsoup session on the default main context.
/// Main-context only: create it, send and cancel from the thread that iterates the loop.
final class SoupHTTPClient {
    private let session: UnsafeMutablePointer<SoupSession>
    private let context: MainContext
    /// Longest a whole response may take, headers to last byte.
    let responseSeconds: Double

    /// `maxConnectionsPerHost` is libsoup's own limit (OSM asks for at most 2).
    /// Completions run on `context`, which must be the calling thread's default context (libsoup's rule).
    init(context: MainContext = .current(), userAgent: String, maxConnectionsPerHost: Int, timeoutSeconds: UInt32,
         responseSeconds: Double = Limits.responseSeconds) {
        self.context = context
        self.responseSeconds = responseSeconds
        SoupWarningFilter.install()
        session = pinmap_soup_session_new(Int32(maxConnectionsPerHost), Int32(max(8, maxConnectionsPerHost * 4)),
                                          userAgent, timeoutSeconds)
    }

    deinit {
        soup_session_abort(session)
        pinmap_object_unref(session)
    }

    /// Starts a GET; `completion` runs exactly once on the main context (also after `cancel`).
    func get(_ url: String, headers: [String: String], maxBytes: Int,
             completion: @escaping (Result<HTTPResponse, HTTPFetchError>) -> Void) -> HTTPRequestHandle {
        guard let message = soup_message_new("GET", url) else {
            let handle = HTTPRequestHandle(operation: nil)
            context.schedule(after: 0) { completion(.failure(.invalidURL)) }
            return handle
        }
        let requestHeaders = soup_message_get_request_headers(message)
        for (name, value) in headers { soup_message_headers_replace(requestHeaders, name, value) }
        let op = SoupOperation(session: session, message: message, maxBytes: maxBytes, completion: completion)
        soup_session_send_async(session, message, G_PRIORITY_DEFAULT, op.cancellable, { _, result, data in
            let op = Unmanaged<SoupOperation>.fromOpaque(data!).takeRetainedValue()
            op.sent(result)
        }, Unmanaged.passRetained(op).toOpaque())
        // A whole-response deadline: libsoup's timeout bounds one idle read, so a byte every 10 s never trips it.
        op.deadline = context.schedule(after: responseSeconds) { [weak op] in op?.expire() }
        return HTTPRequestHandle(operation: op)
    }
}
