import CSoup
import Foundation
import Graphics
import MapCore
@testable import TileLoader

/// A tile server on 127.0.0.1 inside the test process (libsoup's SoupServer on the default main context).
/// Serves `/z/x/y.png` (and `@2x`) as generated PNGs, records requests, and injects faults.
/// Lives on the thread-default context of the thread that starts it; only answers while that context is iterated.
final class TestTileServer {
    enum Fault: Equatable {
        case notFound, gone, serverError
        /// Answers after `seconds`.
        case slow(Double)
        /// Announces more bytes than it sends, then closes the connection.
        case truncated
        case notImage
        /// A body of this many bytes, with its Content-Length.
        case oversized(Int)
        /// A body of this many bytes in chunked encoding (no length announced).
        case oversizedChunked(Int)
        case tooManyRequests(retryAfter: String?)
        /// These exact bytes as a 200 with their true Content-Length (hostile or truncated images).
        case body(Data, contentType: String)
        /// A 404 carrying this Cache-Control.
        case notFoundCaching(String)
        /// These bytes after a "200 OK" status line written straight on the socket (the test gives the headers,
        /// e.g. a lying or negative Content-Length), then the connection is closed.
        case raw(headers: String, body: Data)
    }

    struct Request {
        let path: String
        let headers: [String: String]
        let remotePort: Int
    }

    /// Applies to every path without its own entry in `faults`.
    var fault: Fault?
    var faults: [String: Fault] = [:]
    /// When set, responses carry it and a matching If-None-Match gets 304.
    var etag: String?
    var lastModified: String?
    var cacheControl: String? = "max-age=86400"
    private(set) var requests: [Request] = []
    private(set) var inFlight = 0
    private(set) var maxInFlight = 0
    private(set) var port = 0
    private let context = MainContext.current()
    private var server: UnsafeMutablePointer<SoupServer>?
    private var selfBox: Unmanaged<TestTileServer>?
    /// Slow answers not yet sent: their timers and the messages they hold a reference on.
    private var delayed: [(timer: MainLoopTimer, message: OpaquePointer)] = []

    init() throws {
        let s = pinmap_soup_server_new()!
        server = s
        var error: UnsafeMutablePointer<GError>?
        // Port 0: the kernel picks a free one.
        guard soup_server_listen_local(s, 0, SOUP_SERVER_LISTEN_IPV4_ONLY, &error) != 0 else {
            let why = error.map { String(cString: $0.pointee.message) } ?? "listen failed"
            if let error { g_error_free(error) }
            throw TestServerError.cannotListen(why)
        }
        port = Int(pinmap_soup_server_port(s))
        let box = Unmanaged.passRetained(self)
        selfBox = box
        soup_server_add_handler(s, nil, { _, msg, path, _, data in
            let server = Unmanaged<TestTileServer>.fromOpaque(data!).takeUnretainedValue()
            server.handle(msg!, path: path.map { String(cString: $0) } ?? "/")
        }, box.toOpaque(), nil)
    }

    /// Stops listening and frees the server; call once at the end of a test.
    func stop() {
        guard let s = server else { return }
        // A late timer must never touch a message of a server that is gone.
        for d in delayed {
            d.timer.cancel()
            pinmap_object_unref(UnsafeMutableRawPointer(d.message))
        }
        delayed.removeAll()
        soup_server_disconnect(s)
        pinmap_object_unref(s)
        server = nil
        context.drain()
        selfBox?.release()
        selfBox = nil
    }

    var baseURL: String { "http://127.0.0.1:\(port)" }
    var template: String { baseURL + "/{z}/{x}/{y}.png" }

    func count(path: String) -> Int { requests.filter { $0.path == path }.count }

    static func path(_ t: TileID) -> String { "/\(t.z)/\(t.x)/\(t.y).png" }

    /// A 256-px PNG whose colour encodes the tile, so tests can tell tiles apart after decoding.
    static func png(for t: TileID, size: Int = 256) -> Data {
        let s = try! Surface(width: size, height: size)
        let c = Canvas(surface: s)
        c.clear(color(for: t))
        return try! s.pngData()
    }

    static func color(for t: TileID) -> RGBColor {
        RGBColor(red: Double((t.x * 40 + 20) % 256) / 255, green: Double((t.y * 40 + 20) % 256) / 255, blue: Double((t.z * 30 + 10) % 256) / 255)
    }

    private func handle(_ msg: OpaquePointer, path: String) {
        let reqHeaders = soup_server_message_get_request_headers(msg)
        var headers: [String: String] = [:]
        for name in ["user-agent", "if-none-match", "if-modified-since", "cache-control", "pragma"] {
            if let v = soup_message_headers_get_one(reqHeaders, name) { headers[name] = String(cString: v) }
        }
        requests.append(Request(path: path, headers: headers, remotePort: Int(pinmap_server_message_remote_port(msg))))
        inFlight += 1
        maxInFlight = max(maxInFlight, inFlight)
        let fault = faults[path] ?? self.fault
        if case .slow(let seconds) = fault {
            soup_server_message_pause(msg)
            // Our own reference keeps the message valid even if the client hangs up first.
            g_object_ref(UnsafeMutableRawPointer(msg))
            let timer = context.schedule(after: seconds) { [self] in
                delayed.removeAll { $0.message == msg }
                respond(msg, path: path, fault: nil, headers: headers)
                soup_server_message_unpause(msg)
                pinmap_object_unref(UnsafeMutableRawPointer(msg))
            }
            delayed.append((timer, msg))
            return
        }
        respond(msg, path: path, fault: fault, headers: headers)
    }

    private func respond(_ msg: OpaquePointer, path: String, fault: Fault?, headers: [String: String]) {
        defer { inFlight -= 1 }
        let out = soup_server_message_get_response_headers(msg)
        switch fault {
        case .notFound: return status(msg, 404)
        case .gone: return status(msg, 410)
        case .serverError: return status(msg, 500)
        case .tooManyRequests(let after):
            if let after { soup_message_headers_replace(out, "Retry-After", after) }
            return status(msg, 429)
        case .body(let data, let type):
            return body(msg, data, type: type)
        case .notFoundCaching(let cc):
            soup_message_headers_replace(out, "Cache-Control", cc)
            return status(msg, 404)
        case .raw(let head, let data):
            return writeRaw(msg, Data("HTTP/1.1 200 OK\r\n\(head)\r\n".utf8) + data)
        case .notImage:
            return body(msg, Data("<html><body>Service unavailable</body></html>".utf8), type: "image/png")
        case .oversized(let n):
            return body(msg, Data(repeating: 0x41, count: n), type: "image/png")
        case .oversizedChunked(let n):
            soup_message_headers_set_encoding(out, SOUP_ENCODING_CHUNKED)
            soup_server_message_set_status(msg, 200, nil)
            let body = soup_server_message_get_response_body(msg)
            let chunk = [UInt8](repeating: 0x42, count: 16 * 1024)
            for _ in 0..<(n / chunk.count) { soup_message_body_append(body, SOUP_MEMORY_COPY, chunk, gsize(chunk.count)) }
            soup_message_body_complete(body)
            return
        case .truncated:
            let png = Self.png(for: tile(from: path) ?? TileID(z: 0, x: 0, y: 0))
            var raw = Data("HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nContent-Length: \(png.count)\r\n\r\n".utf8)
            raw.append(png.prefix(png.count / 3))
            return writeRaw(msg, raw)
        case .slow, nil:
            break
        }
        guard let t = tile(from: path) else { return status(msg, 404) }
        if let etag { soup_message_headers_replace(out, "ETag", etag) }
        if let lastModified { soup_message_headers_replace(out, "Last-Modified", lastModified) }
        if let cacheControl { soup_message_headers_replace(out, "Cache-Control", cacheControl) }
        if let etag, headers["if-none-match"] == etag { return status(msg, 304) }
        if let lastModified, etag == nil, headers["if-modified-since"] == lastModified { return status(msg, 304) }
        body(msg, Self.png(for: t, size: path.contains("@2x") ? 512 : 256), type: "image/png")
    }

    /// Takes the connection from libsoup, writes `raw` as the whole response and closes it.
    private func writeRaw(_ msg: OpaquePointer, _ raw: Data) {
        guard let io = soup_server_message_steal_connection(msg) else { return status(msg, 500) }
        let stream = g_io_stream_get_output_stream(io)
        raw.withUnsafeBytes { b in _ = g_output_stream_write_all(stream, b.baseAddress, gsize(b.count), nil, nil, nil) }
        g_io_stream_close(io, nil, nil)
        pinmap_object_unref(io)
    }

    private func status(_ msg: OpaquePointer, _ code: UInt32) {
        soup_server_message_set_status(msg, code, nil)
    }

    private func body(_ msg: OpaquePointer, _ data: Data, type: String) {
        soup_server_message_set_status(msg, 200, nil)
        data.withUnsafeBytes { b in
            soup_server_message_set_response(msg, type, SOUP_MEMORY_COPY, b.baseAddress?.assumingMemoryBound(to: CChar.self), gsize(b.count))
        }
    }

    private func tile(from path: String) -> TileID? {
        // A leading folder (e.g. "/v2") names another source with the same tiles.
        let parts = Array(path.split(separator: "/").map(String.init).suffix(3))
        guard parts.count == 3, let z = Int(parts[0]), let x = Int(parts[1]),
              let y = Int(parts[2].split(separator: ".")[0].replacingOccurrences(of: "@2x", with: "")) else { return nil }
        return TileID(z: z, x: x, y: y)
    }
}

enum TestServerError: Error { case cannotListen(String) }
