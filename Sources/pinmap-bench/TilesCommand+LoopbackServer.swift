import Foundation

/// A static HTTP/1.1 server on 127.0.0.1 (Python's http.server), started as a subprocess and stopped by its PID.
extension TilesCommand {
final class LoopbackFileServer {
    enum Failure: Error { case cannotStart(String) }

    let port: Int
    private let process: Process

    init(root: URL) throws {
        let script = """
        import http.server, functools, sys
        class H(http.server.SimpleHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            def log_message(self, *a): pass
        s = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(H, directory=sys.argv[1]))
        print(s.server_address[1], flush=True)
        s.serve_forever()
        """
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        p.arguments = ["-c", script, root.path]
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = FileHandle.nullDevice
        do { try p.run() } catch { throw Failure.cannotStart("\(error)") }
        var line = Data()
        while let b = try? pipe.fileHandleForReading.read(upToCount: 1), !b.isEmpty, b != Data("\n".utf8) { line.append(b) }
        guard let port = Int(String(decoding: line, as: UTF8.self)) else {
            p.terminate()
            throw Failure.cannotStart("no port reported")
        }
        self.port = port
        process = p
    }

    func stop() {
        process.terminate()
        process.waitUntilExit()
    }
}
}
