import CSoup
import Foundation

/// One GET on the worker thread: the send, then chunked body reads up to the cap. Worker thread only, `cancel` too.
final class SoupFetch: @unchecked Sendable {
    // Made on the caller's thread, then touched only on the worker thread.
    /// The URL asked for now: the first, or a redirect's on the same server.
    private(set) var url: String
    let headers: [String: String]
    let maxBytes: Int
    /// Longest the whole exchange may take, redirects included.
    let deadlineSeconds: Double
    private var deadline: UnsafeMutablePointer<GSource>?
    private var redirects = 0
    /// Redirects followed before giving up.
    static let maxRedirects = 5
    let cancellable: UnsafeMutablePointer<GCancellable>
    var completion: ((Result<RemoteResponse, RemoteFetchError>) -> Void)?
    private var session: UnsafeMutablePointer<SoupSession>?
    private var message: OpaquePointer?
    private var stream: UnsafeMutablePointer<GInputStream>?
    private var status = 0
    private var contentType: String?
    private var body = Data()

    init(url: String, headers: [String: String], maxBytes: Int, deadlineSeconds: Double) {
        self.url = url; self.headers = headers; self.maxBytes = maxBytes; self.deadlineSeconds = deadlineSeconds
        cancellable = g_cancellable_new()
    }

    deinit {
        if let deadline { g_source_destroy(deadline); g_source_unref(deadline) }
        if let stream { pinmap_object_unref(stream) }
        if let message { pinmap_object_unref(UnsafeMutableRawPointer(message)) }
        pinmap_object_unref(cancellable)
    }

    func cancel() { g_cancellable_cancel(cancellable) }

    func start(session: UnsafeMutablePointer<SoupSession>) {
        self.session = session
        startDeadline()
        send()
    }

    /// A whole-response deadline on the worker's context: libsoup's timeout bounds one idle read, so a server
    /// sending a byte every 10 s never tripped it.
    private func startDeadline() {
        let source = g_timeout_source_new(UInt32(max(1, (deadlineSeconds * 1000).rounded())))!
        g_source_set_callback(source, { data in
            Unmanaged<SoupFetch>.fromOpaque(data!).takeUnretainedValue().finish(.failure(.timedOut))
            return 0
        }, Unmanaged.passRetained(self).toOpaque(), { data in Unmanaged<SoupFetch>.fromOpaque(data!).release() })
        g_source_attach(source, g_main_context_get_thread_default())
        deadline = source
    }

    private func send() {
        guard let session else { return }
        guard let message = soup_message_new("GET", url) else { return finish(.failure(.invalidURL(url))) }
        self.message = message
        // Redirects are followed here, and only on the same server, as `next` links are.
        soup_message_add_flags(message, SOUP_MESSAGE_NO_REDIRECT)
        let requestHeaders = soup_message_get_request_headers(message)
        for (name, value) in headers { soup_message_headers_replace(requestHeaders, name, value) }
        soup_session_send_async(session, message, G_PRIORITY_DEFAULT, cancellable, { _, result, data in
            Unmanaged<SoupFetch>.fromOpaque(data!).takeRetainedValue().sent(result)
        }, Unmanaged.passRetained(self).toOpaque())
    }

    private func sent(_ result: OpaquePointer?) {
        var error: UnsafeMutablePointer<GError>?
        let s = soup_session_send_finish(session, result, &error)
        // Finished meanwhile (the deadline): drop what arrived late.
        guard completion != nil else {
            if let error { g_error_free(error) }
            if let s { pinmap_object_unref(s) }
            return
        }
        if let error { return finish(.failure(Self.fetchError(error))) }
        guard let s else { return finish(.failure(.network("no response stream"))) }
        stream = s
        status = Int(soup_message_get_status(message).rawValue)
        let responseHeaders = soup_message_get_response_headers(message)
        if [301, 302, 303, 307, 308].contains(status), let location = soup_message_headers_get_one(responseHeaders, "location") {
            return redirect(to: String(cString: location))
        }
        if let v = soup_message_headers_get_one(responseHeaders, "content-type") { contentType = String(cString: v) }
        // Refuse an announced oversize body before reading any of it.
        if let v = soup_message_headers_get_one(responseHeaders, "content-length"),
           let declared = Int(String(cString: v)), declared > maxBytes {
            return finish(.failure(.tooLarge(limit: maxBytes)))
        }
        readNext()
    }

    private func redirect(to location: String) {
        guard let from = URL(string: url), let target = URL(string: location, relativeTo: from)?.absoluteURL else {
            return finish(.failure(.invalidURL(location)))
        }
        guard PageLink.sameOrigin(target, from) else { return finish(.failure(.redirectElsewhere(target.absoluteString))) }
        guard redirects < Self.maxRedirects else { return finish(.failure(.network("more than \(Self.maxRedirects) redirects"))) }
        redirects += 1
        if let stream { pinmap_object_unref(stream); self.stream = nil }
        if let message { pinmap_object_unref(UnsafeMutableRawPointer(message)); self.message = nil }
        url = target.absoluteString
        send()
    }

    private func readNext() {
        guard let stream else { return }
        let chunk = min(256 * 1024, maxBytes - body.count + 1)
        g_input_stream_read_bytes_async(stream, gsize(chunk), G_PRIORITY_DEFAULT, cancellable, { _, result, data in
            Unmanaged<SoupFetch>.fromOpaque(data!).takeRetainedValue().read(result)
        }, Unmanaged.passRetained(self).toOpaque())
    }

    private func read(_ result: OpaquePointer?) {
        // Finished meanwhile (the deadline dropped the stream): the late read's answer is not wanted.
        guard completion != nil, stream != nil else { return }
        var error: UnsafeMutablePointer<GError>?
        guard let bytes = g_input_stream_read_bytes_finish(stream, result, &error) else {
            return finish(.failure(error.map(Self.fetchError) ?? .network("read failed")))
        }
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        let data = g_bytes_get_data(bytes, &size)
        if size == 0 { return finish(.success(RemoteResponse(status: status, contentType: contentType, body: body))) }
        if let data { body.append(data.assumingMemoryBound(to: UInt8.self), count: Int(size)) }
        if body.count > maxBytes { return finish(.failure(.tooLarge(limit: maxBytes))) }
        readNext()
    }

    private func finish(_ result: Result<RemoteResponse, RemoteFetchError>) {
        guard let completion else { return }
        self.completion = nil
        if let deadline { g_source_destroy(deadline); g_source_unref(deadline); self.deadline = nil }
        // A failed exchange drops its connection rather than leaving it half-read.
        if case .failure = result { g_cancellable_cancel(cancellable) }
        // Dropping the stream completes the message inside libsoup, which must happen on this (the worker) thread.
        if let stream { pinmap_object_unref(stream); self.stream = nil }
        if let message { pinmap_object_unref(UnsafeMutableRawPointer(message)); self.message = nil }
        body = Data()
        completion(result)
    }

    private static func fetchError(_ error: UnsafeMutablePointer<GError>) -> RemoteFetchError {
        defer { g_error_free(error) }
        if pinmap_error_is_cancelled(error) != 0 { return .cancelled }
        if pinmap_error_is_timeout(error) != 0 { return .timedOut }
        return .network(String(cString: error.pointee.message))
    }
}
