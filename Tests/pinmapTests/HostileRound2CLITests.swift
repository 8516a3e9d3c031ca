import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue 27 through the real binary: a FIFO archive and a failing places server under `--render`.
@Suite(.enabled(if: PinmapBinary.url != nil, "pinmap binary not built"))
struct HostileRound2CLITests {
    /// `pinmap --render … --tiles f.pmtiles` on a FIFO never returned (the open blocked before its fstat check).
    @Test func renderWithAFIFOAsTheArchiveExitsTwoWithoutBlocking() throws {
        let dir = try TestData.folder("fifo-archive"); defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("f.pmtiles")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        // Killed after 20 s: a hang shows as a SIGTERM status, not as a stuck suite.
        let r = try PinmapBinary.run(["--render", dir.appendingPathComponent("o.png").path, "--size", "200x200", "--tiles", fifo.path],
                                     environment: ["XDG_CACHE_HOME": dir.path, "XDG_CONFIG_HOME": dir.path], timeout: 20)
        #expect(r.status == 2, "stderr: \(r.stderr)")
        #expect(r.stderr.contains("not a regular file (it is a FIFO)"), "stderr: \(r.stderr)")
    }

    /// "pinmap: --render: pinmap: --render: places server: URL: URL: …" said its prefixes twice.
    @Test func renderPlacesServerErrorSaysItsPrefixOnce() throws {
        let dir = try TestData.folder("places-500"); defer { try? FileManager.default.removeItem(at: dir) }
        let server = try PythonPlacesServer(); defer { server.stop() }
        let r = try PinmapBinary.run(["--render", dir.appendingPathComponent("o.png").path, "--size", "64x48", "--style", "offline",
                                      "--center", "1,1", "--zoom", "5", "--places-url", "\(server.base)/collections/stub"],
                                     environment: ["XDG_CACHE_HOME": dir.path, "XDG_CONFIG_HOME": dir.path], timeout: 60)
        #expect(r.status == 2, "stderr: \(r.stderr)")
        #expect(r.stderr.components(separatedBy: "pinmap: --render:").count == 2, "stderr: \(r.stderr)")
        #expect(r.stderr.contains("pinmap: --render: places server: \(server.base)/collections/stub/items"), "stderr: \(r.stderr)")
        #expect(r.stderr.components(separatedBy: "\(server.base)/collections/stub/items").count == 2, "stderr: \(r.stderr)")
    }
}

/// An OGC API collection on 127.0.0.1 whose items answer garbage JSON: Python's http.server, started and stopped by PID.
final class PythonPlacesServer {
    let process = Process()
    let port: Int
    var base: String { "http://127.0.0.1:\(port)" }

    static let script = #"""
    import http.server, sys
    class H(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            if self.path.startswith("/collections/stub/items"):
                body = b"not json at all"
            else:
                body = b'{"id":"stub","title":"Stub","extent":{"spatial":{"bbox":[[-10,-20,30,40]]}}}'
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        def log_message(self, *a): pass
    s = http.server.HTTPServer(("127.0.0.1", 0), H)
    print(s.server_address[1], flush=True)
    s.serve_forever()
    """#

    /// A slow loris: every answer announces 100,000 bytes and then sends one every 5 s, on a thread per request.
    static let slowLoris = #"""
    import http.server, time
    class H(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", "100000")
            self.end_headers()
            try:
                while True:
                    self.wfile.write(b" "); self.wfile.flush(); time.sleep(5)
            except OSError:
                pass
        def log_message(self, *a): pass
    s = http.server.ThreadingHTTPServer(("127.0.0.1", 0), H)
    s.daemon_threads = True
    print(s.server_address[1], flush=True)
    s.serve_forever()
    """#

    /// `arguments` to python3: the places script by default, or another server script that prints its port.
    init(arguments: [String] = ["-c", PythonPlacesServer.script]) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        // The server prints its port once listening: a read, not a wait on the clock.
        var line = Data()
        while !line.contains(10) {
            let byte = out.fileHandleForReading.readData(ofLength: 1)
            guard !byte.isEmpty else { break }
            line.append(byte)
        }
        guard let port = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            throw E2EError.tool("the Python places server did not say its port")
        }
        self.port = port
    }

    /// SIGKILL: the test process's blocked signals are inherited, so a SIGTERM could stay pending for ever.
    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
