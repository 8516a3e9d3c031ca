import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A hostile HTTP/1.1 server on 127.0.0.1 for tests: plain POSIX sockets on its own threads (no GLib),
/// answering each request target with what the test's route says. One request per connection.
final class StubServer: @unchecked Sendable {
    enum Reply: Sendable {
        /// A complete response with this status, content type and body.
        case answer(status: Int, contentType: String, body: String)
        /// `bytes` of filler; with `announce`, a Content-Length says so first, else the body runs until close.
        case huge(bytes: Int, announce: Bool)
        /// Accepts, reads the request, and never answers.
        case silent
        /// Announces `announce` bytes, then sends one every `every` seconds until the client goes (a slow loris).
        case trickle(announce: Int, every: Double)
        /// A 302 to `location`.
        case redirect(String)
    }

    let port: Int
    private let listener: Int32
    private let route: @Sendable (String) -> Reply
    private let lock = NSLock()
    private var targets: [String] = []
    private var held: [Int32] = []

    /// Every request target received, in order.
    var requests: [String] { lock.withLock { targets } }

    init(route: @escaping @Sendable (String) -> Reply) throws {
        self.route = route
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        listener = fd
        guard fd >= 0 else { throw StubError.socket("socket: errno \(errno)") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 64) == 0 else { close(fd); throw StubError.socket("bind/listen: errno \(errno)") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    /// Closes the listener and every held connection.
    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        for fd in lock.withLock({ held }) { shutdown(fd, Int32(SHUT_RDWR)); close(fd) }
    }

    var base: String { "http://127.0.0.1:\(port)" }

    private func acceptLoop() {
        while true {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { return }
            let thread = Thread { [self] in serve(client) }
            thread.start()
        }
    }

    private func serve(_ fd: Int32) {
        var request = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !request.ends(with: Array("\r\n\r\n".utf8)) {
            let n = recv(fd, &buffer, buffer.count, 0)
            guard n > 0 else { close(fd); return }
            request += buffer[0..<n]
        }
        let line = String(decoding: request.prefix { $0 != 13 }, as: UTF8.self)
        let target = line.split(separator: " ").dropFirst().first.map(String.init) ?? ""
        lock.withLock { targets.append(target) }
        switch route(target) {
        case .answer(let status, let contentType, let body):
            let bytes = Array(body.utf8)
            send(fd, "HTTP/1.1 \(status) Stub\r\nContent-Type: \(contentType)\r\nContent-Length: \(bytes.count)\r\nConnection: close\r\n\r\n")
            send(fd, bytes)
        case .huge(let size, let announce):
            send(fd, "HTTP/1.1 200 OK\r\nContent-Type: application/geo+json\r\n"
                 + (announce ? "Content-Length: \(size)\r\n" : "") + "Connection: close\r\n\r\n")
            let chunk = [UInt8](repeating: 0x20, count: 1 << 20)
            var sent = 0
            while sent < size, send(fd, chunk) { sent += chunk.count }
        case .silent:
            lock.withLock { held.append(fd) }
            return
        case .trickle(let size, let every):
            send(fd, "HTTP/1.1 200 OK\r\nContent-Type: application/geo+json\r\nContent-Length: \(size)\r\n\r\n")
            // The server's own pace, never a test's wait: it stops when the client hangs up.
            while send(fd, [0x20]) { usleep(useconds_t(every * 1_000_000)) }
        case .redirect(let location):
            send(fd, "HTTP/1.1 302 Found\r\nLocation: \(location)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        }
        shutdown(fd, Int32(SHUT_WR))
        close(fd)
    }

    @discardableResult
    private func send(_ fd: Int32, _ text: String) -> Bool { send(fd, Array(text.utf8)) }

    /// False once the client has gone (no SIGPIPE).
    @discardableResult
    private func send(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { return false }
            offset += n
        }
        return true
    }
}

enum StubError: Error { case socket(String) }

private extension Array where Element == UInt8 {
    func ends(with suffix: [UInt8]) -> Bool { count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix }
}
