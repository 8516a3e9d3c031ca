import CSoup
import Foundation

/// One GET on the worker thread: the send, then chunked body reads up to the cap. Worker thread only, `cancel` too.
final class SoupFetch: @unchecked Sendable {
    // Made on the caller's thread, then touched only on the worker thread.
    let url: String
    let headers: [String: String]
    let maxBytes: Int
    let cancellable: UnsafeMutablePointer<GCancellable>
    var completion: ((Result<RemoteResponse, RemoteFetchError>) -> Void)?
    private var session: UnsafeMutablePointer<SoupSession>?
    private var message: OpaquePointer?
    private var stream: UnsafeMutablePointer<GInputStream>?
    private var status = 0
    private var contentType: String?
    private var body = Data()

    init(url: String, headers: [String: String], maxBytes: Int) {
        self.url = url; self.headers = headers; self.maxBytes = maxBytes
        cancellable = g_cancellable_new()
    }

    deinit {
        if let stream { pinmap_object_unref(stream) }
        if let message { pinmap_object_unref(UnsafeMutableRawPointer(message)) }
        pinmap_object_unref(cancellable)
    }

    func cancel() { g_cancellable_cancel(cancellable) }

    func start(session: UnsafeMutablePointer<SoupSession>) {
        self.session = session
        guard let message = soup_message_new("GET", url) else { return finish(.failure(.invalidURL(url))) }
        self.message = message
        let requestHeaders = soup_message_get_request_headers(message)
        for (name, value) in headers { soup_message_headers_replace(requestHeaders, name, value) }
        soup_session_send_async(session, message, G_PRIORITY_DEFAULT, cancellable, { _, result, data in
            Unmanaged<SoupFetch>.fromOpaque(data!).takeRetainedValue().sent(result)
        }, Unmanaged.passRetained(self).toOpaque())
    }

    private func sent(_ result: OpaquePointer?) {
        var error: UnsafeMutablePointer<GError>?
        let s = soup_session_send_finish(session, result, &error)
        if let error { return finish(.failure(Self.fetchError(error))) }
        guard let s else { return finish(.failure(.network("no response stream"))) }
        stream = s
        status = Int(soup_message_get_status(message).rawValue)
        let responseHeaders = soup_message_get_response_headers(message)
        if let v = soup_message_headers_get_one(responseHeaders, "content-type") { contentType = String(cString: v) }
        // Refuse an announced oversize body before reading any of it.
        if let v = soup_message_headers_get_one(responseHeaders, "content-length"),
           let declared = Int(String(cString: v)), declared > maxBytes {
            return finish(.failure(.tooLarge(limit: maxBytes)))
        }
        readNext()
    }

    private func readNext() {
        guard let stream else { return }
        let chunk = min(256 * 1024, maxBytes - body.count + 1)
        g_input_stream_read_bytes_async(stream, gsize(chunk), G_PRIORITY_DEFAULT, cancellable, { _, result, data in
            Unmanaged<SoupFetch>.fromOpaque(data!).takeRetainedValue().read(result)
        }, Unmanaged.passRetained(self).toOpaque())
    }

    private func read(_ result: OpaquePointer?) {
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
