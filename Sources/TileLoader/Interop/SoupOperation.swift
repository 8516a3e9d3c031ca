import CSoup
import Foundation

/// One request in flight: the send, then chunked body reads up to the cap.
final class SoupOperation {
    let session: UnsafeMutablePointer<SoupSession>
    let message: OpaquePointer
    let cancellable: UnsafeMutablePointer<GCancellable>
    let maxBytes: Int
    var stream: UnsafeMutablePointer<GInputStream>?
    var status = 0
    var headers: [String: String] = [:]
    var body = Data()
    var completion: ((Result<HTTPResponse, HTTPFetchError>) -> Void)?
    /// The whole-response deadline's timer, dropped when the operation finishes.
    var deadline: MainLoopTimer?

    init(session: UnsafeMutablePointer<SoupSession>, message: OpaquePointer, maxBytes: Int,
         completion: @escaping (Result<HTTPResponse, HTTPFetchError>) -> Void) {
        self.session = session; self.message = message; self.maxBytes = maxBytes; self.completion = completion
        cancellable = g_cancellable_new()
        // The session must outlive its callbacks even if the store goes away first.
        g_object_ref(session)
    }

    deinit {
        pinmap_object_unref(session)
        if let stream { pinmap_object_unref(stream) }
        pinmap_object_unref(UnsafeMutableRawPointer(message))
        pinmap_object_unref(cancellable)
    }

    func cancel() { g_cancellable_cancel(cancellable) }

    /// The whole response took longer than its deadline: it fails as timed out (a no-op once finished).
    func expire() { finish(.failure(.timedOut)) }

    func sent(_ result: OpaquePointer?) {
        var error: UnsafeMutablePointer<GError>?
        let s = soup_session_send_finish(session, result, &error)
        if let error { return finish(.failure(Self.fetchError(error))) }
        guard let s else { return finish(.failure(.network("no response stream"))) }
        stream = s
        status = Int(soup_message_get_status(message).rawValue)
        let responseHeaders = soup_message_get_response_headers(message)
        for name in HTTPResponse.interestingHeaders {
            if let v = soup_message_headers_get_one(responseHeaders, name) { headers[name] = String(cString: v) }
        }
        // A length that is not a byte count breaks HTTP framing; refuse before reading, as when it announces too much.
        if let raw = headers["content-length"] {
            guard let declared = HTTPResponse.contentLength(raw) else {
                return finish(.failure(.invalidResponse("Content-Length \"\(raw)\" is not a byte count")))
            }
            if declared > maxBytes { return finish(.failure(.tooLarge(limit: maxBytes))) }
        }
        readNext()
    }

    private func readNext() {
        guard let stream else { return }
        let chunk = min(64 * 1024, maxBytes - body.count + 1)
        g_input_stream_read_bytes_async(stream, gsize(chunk), G_PRIORITY_DEFAULT, cancellable, { _, result, data in
            let op = Unmanaged<SoupOperation>.fromOpaque(data!).takeRetainedValue()
            op.read(result)
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
        if size == 0 {
            // A body that is not exactly as long as announced is cut off or padded: never a good tile.
            if let declared = headers["content-length"].flatMap(HTTPResponse.contentLength), declared != body.count {
                return finish(.failure(.invalidResponse("body of \(body.count) bytes, Content-Length says \(declared)")))
            }
            return finish(.success(HTTPResponse(status: status, headers: headers, body: body)))
        }
        if let data { body.append(data.assumingMemoryBound(to: UInt8.self), count: Int(size)) }
        if body.count > maxBytes { return finish(.failure(.tooLarge(limit: maxBytes))) }
        readNext()
    }

    private func finish(_ result: Result<HTTPResponse, HTTPFetchError>) {
        guard let completion else { return }
        self.completion = nil
        deadline?.cancel()
        deadline = nil
        if case .failure = result { g_cancellable_cancel(cancellable) }
        completion(result)
    }

    private static func fetchError(_ error: UnsafeMutablePointer<GError>) -> HTTPFetchError {
        defer { g_error_free(error) }
        if pinmap_error_is_cancelled(error) != 0 { return .cancelled }
        if pinmap_error_is_timeout(error) != 0 { return .timedOut }
        return .network(String(cString: error.pointee.message))
    }
}
