import ArgumentParser
import CMalloc
import Foundation
import MapCore
import MapData
import RemotePlaces

/// `pinmap-bench remote --url http://127.0.0.1:5050/collections/million`: one box request (network, paging and
/// GeoJSON decoding off the main thread) for boxes holding about 1,000 and 20,000 places, against the same
/// URLs fetched by curl (the server's share); then the store as the app runs it (`RemoteStoreRun`): pans to
/// views of about 1,000 and 20,000 places timed until their pins are drawn, and memory after roaming.
/// Start the server first: `tools/places-server/start --million`.
struct RemoteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remote", abstract: "Places from an OGC API – Features server, per box.")

    @Option(help: "Collection URL.") var url = "http://127.0.0.1:5050/collections/million"
    @Option(help: "Boxes (and pans) per size.") var samples = 20
    @Option(help: "Random views roamed through the store.") var roam = 200
    @Option(help: "What to measure: boxes (one request), store (pans and roaming as the app runs them), or all.") var part = "all"

    func run() throws {
        let collection = URL(string: url)!
        let locator = try DataLocator.locate()
        let catalog = try Catalog.load(contentsOf: locator.catalogURL)
        var result: [String: Any] = ["url": url, "samples": samples]
        if part != "store" { try boxes(collection, catalog: catalog, into: &result) }
        if part != "boxes" {
            // The app's allocator setting (pinmap's MallocPolicy): large blocks mapped on their own, returned when freed.
            _ = mallopt(M_MMAP_THRESHOLD, 1 << 20)
            // As `--places-url` makes it: default options, the settlement categories.
            let service = try Self.wait {
                try await OGCFeaturesMapService.connect(to: collection, catalog: catalog, extraCategories: SettlementCategories.all)
            }
            let icons = locator.iconsDirectory
            let figures = try MainActor.assumeIsolated {
                try JSONSerialization.data(withJSONObject: RemoteStoreRun(service: service, iconDirectory: icons, samples: samples, roamViews: roam).run())
            }
            result["store"] = try JSONSerialization.jsonObject(with: figures)
        }
        result["peak_rss_mib"] = BenchClock.peakRSSMiB()
        let data = try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])
        print(String(decoding: data, as: UTF8.self))
    }

    /// One box request for boxes holding about 1,000 and 20,000 places, and curl for the same pages.
    private func boxes(_ collection: URL, catalog: Catalog, into result: inout [String: Any]) throws {
        let options = { var o = OGCFeaturesOptions(); o.pageSize = 5000; return o }()
        let service = try Self.wait { try await OGCFeaturesMapService.connect(to: collection, catalog: catalog, options: options) }
        // Spans chosen for about 1,000 and 20,000 of the million generated places.
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
                peer.append(Self.curl(collection, box: box, pageSize: 5000, limit: 25_000))
            }
            ours.sort(); peer.sort(); counts.sort()
            result[name] = ["places_p50": BenchClock.median(counts),
                            "pinmap_ms_p50": BenchClock.median(ours), "pinmap_ms_p95": ours[Int(Double(ours.count - 1) * 0.95)],
                            "curl_ms_p50": BenchClock.median(peer), "curl_ms_p95": peer[Int(Double(peer.count - 1) * 0.95)]]
        }
    }

    /// curl's total time for the query the service makes (`pageSize` per page, `next` links followed until `limit`
    /// places), pages included, in milliseconds. As argv, no shell; `slot` names the scratch file (parallel calls).
    static func curl(_ collection: URL, box: GeoBounds, pageSize: Int, limit: Int, slot: Int = 0) -> Double {
        let bbox = [box.west, box.south, box.east, box.north].map { String(format: "%.6f", $0) }.joined(separator: ",")
        var next: String? = "\(collection.absoluteString)/items?bbox=\(bbox)&limit=\(min(pageSize, limit))&f=json"
        var total = 0.0, fetched = 0
        while let u = next, fetched < limit {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("pinmap-bench-curl-\(getpid())-\(slot).json")
            defer { try? FileManager.default.removeItem(at: out) }
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
