import ArgumentParser
import Foundation
import MapCore
import MapData
import RemotePlaces

/// `pinmap-bench remote --url http://127.0.0.1:5050/collections/million`: one box request (network, paging and
/// GeoJSON decoding off the main thread) for boxes holding about 1,000 and 20,000 places, against the same
/// URLs fetched by curl (the server's share). Start the server first: `tools/places-server/start --million`.
struct RemoteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remote", abstract: "Places from an OGC API – Features server, per box.")

    @Option(help: "Collection URL.") var url = "http://127.0.0.1:5050/collections/million"
    @Option(help: "Boxes per size.") var samples = 20

    func run() throws {
        let collection = URL(string: url)!
        let catalog = try Catalog.load(contentsOf: DataLocator.locate().catalogURL)
        let options = { var o = OGCFeaturesOptions(); o.pageSize = 5000; return o }()
        let service = try Self.wait { try await OGCFeaturesMapService.connect(to: collection, catalog: catalog, options: options) }
        // Spans chosen for about 1,000 and 20,000 of the million generated places.
        var result: [String: Any] = ["url": url, "samples": samples]
        var generator = SplitMix64(seed: 17)
        for (name, lonSpan, latSpan) in [("box1k", 9.0, 4.5), ("box20k", 40.0, 20.0)] {
            var ours: [Double] = [], peer: [Double] = [], counts: [Double] = []
            for _ in 0..<samples {
                let west = Double(generator.next() % 300) - 150, south = Double(generator.next() % 80) - 40
                let box = GeoBounds(west: west, south: south, east: west + lonSpan, north: south + latSpan)
                let t0 = BenchClock.now()
                let page = try Self.wait { try await service.page(in: box, limit: 25_000) }
                ours.append(Double(BenchClock.now() - t0) / 1e6)
                counts.append(Double(page.places.count))
                peer.append(Self.curl(collection, box: box, limit: 25_000))
            }
            ours.sort(); peer.sort(); counts.sort()
            result[name] = ["places_p50": BenchClock.median(counts),
                            "pinmap_ms_p50": BenchClock.median(ours), "pinmap_ms_p95": ours[Int(Double(ours.count - 1) * 0.95)],
                            "curl_ms_p50": BenchClock.median(peer), "curl_ms_p95": peer[Int(Double(peer.count - 1) * 0.95)]]
        }
        result["peak_rss_mib"] = BenchClock.peakRSSMiB()
        let data = try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])
        print(String(decoding: data, as: UTF8.self))
    }

    /// curl's total time for the same query, pages included (as argv, no shell), in milliseconds.
    static func curl(_ collection: URL, box: GeoBounds, limit: Int) -> Double {
        var next: String? = "\(collection.absoluteString)/items?bbox=\(box.west),\(box.south),\(box.east),\(box.north)&limit=5000&f=json"
        var total = 0.0, fetched = 0
        while let u = next, fetched < limit {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("pinmap-bench-curl.json")
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
            p.arguments = ["-s", "--compressed", "-H", "Accept: application/geo+json", "-o", out.path, "-w", "%{time_total}", u]
            let pipe = Pipe()
            p.standardOutput = pipe
            guard (try? p.run()) != nil else { return .nan }
            let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            p.waitUntilExit()
            total += (Double(text) ?? .nan) * 1000
            guard let body = try? Data(contentsOf: out),
                  let json = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else { break }
            fetched += (json["features"] as? [Any])?.count ?? 0
            next = (json["links"] as? [[String: Any]])?.first { $0["rel"] as? String == "next" }?["href"] as? String
        }
        return total
    }

    static func wait<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: Result<T, any Error>?
        Task.detached {
            do { result = .success(try await work()) } catch { result = .failure(error) }
            done.signal()
        }
        done.wait()
        return try result!.get()
    }
}
