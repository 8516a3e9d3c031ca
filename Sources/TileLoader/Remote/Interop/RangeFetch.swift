import CSoup
import Foundation

/// One GET (usually with a `Range:` header) on the range worker's thread: the send, then chunked body reads up to
/// the cap, with a whole-response deadline. Worker thread only, `cancel` too.
final class RangeFetch: @unchecked Sendable {
    // Made on the caller's thread, then touched only on the worker thread.
    let url: String
    let headers: [String: String]
    let maxBytes: Int
    let deadlineSeconds: Double
    let cancellable: UnsafeMutablePointer<GCancellable>
    var completion: ((Result<RangeReply, HTTPFetchError>) -> Void)?
    private var session: UnsafeMutablePointer<SoupSession>?
    private var message: OpaquePointer?
    private var stream: UnsafeMutablePointer<GInputStream>?
    private var deadline: UnsafeMutablePointer<GSource>?
    private var status = 0
    private var replyHeaders: [String: String] = [:]
    private var body = Data()
    private var timedOut = false

    init(url: String, headers: [String: String], maxBytes: Int, deadlineSeconds: Double) {
        self.url = url; self.headers = headers; self.maxBytes = maxBytes; self.deadlineSeconds = deadlineSeconds
        cancellable = g_cancellable_new()
    }

    deinit {
        if let stream { pinmap_object_unref(stream) }
        if let message { pinmap_object_unref(UnsafeMutableRawPointer(message)) }
        pinmap_object_unref(cancellable)
    }

    func cancel() { g_cancellable_cancel(cancellable) }

    func start(session: UnsafeMutablePointer<SoupSession>, context: OpaquePointer) {
        self.session = session
        guard let message = soup_message_new("GET", url) else { return finish(.failure(.invalidURL)) }
        self.message = message
        let requestHeaders = soup_message_get_request_headers(message)
        for (name, value) in headers { soup_message_headers_replace(requestHeaders, name, value) }
        armDeadline(context)
        soup_session_send_async(session, message, G_PRIORITY_DEFAULT, cancellable, { _, result, data in
            Unmanaged<RangeFetch>.fromOpaque(data!).takeRetainedValue().sent(result)
        }, Unmanaged.passRetained(self).toOpaque())
    }

    /// A server that trickles bytes never trips the socket timeout; this bounds the whole exchange.
    private func armDeadline(_ context: OpaquePointer) {
        let source = g_timeout_source_new(UInt32(max(1, deadlineSeconds * 1000)))!
        g_source_set_callback(source, { data in
            let fetch = Unmanaged<RangeFetch>.fromOpaque(data!).takeUnretainedValue()
            fetch.timedOut = true
            fetch.cancel()
            return 0
        }, Unmanaged.passRetained(self).toOpaque(), { data in Unmanaged<RangeFetch>.fromOpaque(data!).release() })
        g_source_attach(source, context)
        deadline = source
    }

    private func sent(_ result: OpaquePointer?) {
        var error: UnsafeMutablePointer<GError>?
        let s = soup_session_send_finish(session, result, &error)
        if let error { return finish(.failure(fetchError(error))) }
        guard let s else { return finish(.failure(.network("no response stream"))) }
        stream = s
        status = Int(soup_message_get_status(message).rawValue)
        let responseHeaders = soup_message_get_response_headers(message)
        for name in RangeReply.headerNames {
            if let v = soup_message_headers_get_one(responseHeaders, name) { replyHeaders[name] = String(cString: v) }
        }
        if let raw = replyHeaders["content-length"] {
            guard let declared = HTTPResponse.contentLength(raw) else {
                return finish(.failure(.invalidResponse("Content-Length \"\(raw)\" is not a byte count")))
            }
            if declared > maxBytes { return finish(.failure(.tooLarge(limit: maxBytes))) }
        }
        readNext()
    }

    private func readNext() {
        guard let stream else { return }
        let chunk = min(256 * 1024, maxBytes - body.count + 1)
        g_input_stream_read_bytes_async(stream, gsize(chunk), G_PRIORITY_DEFAULT, cancellable, { _, result, data in
            Unmanaged<RangeFetch>.fromOpaque(data!).takeRetainedValue().read(result)
        }, Unmanaged.passRetained(self).toOpaque())
    }

    private func read(_ result: OpaquePointer?) {
        var error: UnsafeMutablePointer<GError>?
        guard let bytes = g_input_stream_read_bytes_finish(stream, result, &error) else {
            return finish(.failure(error.map(fetchError) ?? .network("read failed")))
        }
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        let data = g_bytes_get_data(bytes, &size)
        if size == 0 {
            return finish(.success(RangeReply(status: status, headers: replyHeaders, body: [UInt8](body))))
        }
        if let data { body.append(data.assumingMemoryBound(to: UInt8.self), count: Int(size)) }
        if body.count > maxBytes { return finish(.failure(.tooLarge(limit: maxBytes))) }
        readNext()
    }

    private func finish(_ result: Result<RangeReply, HTTPFetchError>) {
        guard let completion else { return }
        self.completion = nil
        if let deadline { g_source_destroy(deadline); g_source_unref(deadline); self.deadline = nil }
        // A failed exchange drops its connection rather than leaving it half-read.
        if case .failure = result { g_cancellable_cancel(cancellable) }
        // Dropping the stream completes the message inside libsoup, which must happen on the worker thread.
        if let stream { pinmap_object_unref(stream); self.stream = nil }
        if let message { pinmap_object_unref(UnsafeMutableRawPointer(message)); self.message = nil }
        body = Data()
        completion(result)
    }

    private func fetchError(_ error: UnsafeMutablePointer<GError>) -> HTTPFetchError {
        defer { g_error_free(error) }
        if pinmap_error_is_cancelled(error) != 0 { return timedOut ? .timedOut : .cancelled }
        if pinmap_error_is_timeout(error) != 0 { return .timedOut }
        return .network(String(cString: error.pointee.message))
    }
}
