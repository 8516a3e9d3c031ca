import Foundation
import RemotePlaces
#if canImport(Glibc)
import Glibc
#endif

/// Fixtures/fake_geocoder.py (a fake Photon and Nominatim on 127.0.0.1), started by the test and stopped by PID.
final class FakeGeocoderServer {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    let process = Process()
    let port: Int

    /// The base URL of one behaviour: "ok", "garbage", "error", "html", "huge", "stream", "silent", "redirect".
    func base(_ mode: String) -> URL { URL(string: "http://127.0.0.1:\(port)/\(mode)")! }

    init() throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [Self.fixtures.appendingPathComponent("fake_geocoder.py").path]
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
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw FakeServerError(message: "fake_geocoder.py did not say its port")
        }
        self.port = port
    }

    /// Requests the server has answered so far (its /count, which is not counted), read over RemotePlaces' worker.
    func requestCount() async throws -> Int {
        try await read("count") as? Int ?? -1
    }

    /// When each request arrived, in seconds on the server's own monotonic clock (its /times, not counted).
    func arrivalTimes() async throws -> [Double] {
        try await read("times") as? [Double] ?? []
    }

    private func read(_ endpoint: String) async throws -> Any? {
        let worker = SoupWorker(userAgent: "Pinmap/test", timeoutSeconds: 10)
        let response = try await worker.get("http://127.0.0.1:\(port)/\(endpoint)", headers: [:], maxBytes: 1 << 16, deadlineSeconds: 10).get()
        let object = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
        return object?[endpoint]
    }

    /// SIGKILL: the test process's blocked signals are inherited, so a SIGTERM could stay pending for ever.
    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}

struct FakeServerError: Error { let message: String }
