import AppCore
import CMalloc
import Foundation
import MapCore
import MapData
import RemotePlaces
import Synchronization

/// The store as the app runs it against an OGC API – Features server: a `MapStore` with the real service, its
/// `RemotePlaceLoader` (default options, as `--places-url`), the cluster index builder, and a frame drawn by
/// `MapRenderer` offscreen for every new index, on a main loop that times every item it runs.
///
/// - Pans: from a settled random view, a pan by one screen width east; timed until the new view's pins are drawn
///   (every box over the visible area loaded, an index built after their places reached the store, one frame
///   drawn), and until the whole wanted area (the view plus its margin) is. The zoom is chosen per view for about
///   `target` places in view (the million collection is uniform over the sphere up to ±71.8°).
/// - The peer: the boxes the pan asked for, fetched with curl page by page, four at a time (libsoup's connections).
/// - Roaming: `roamViews` random views, each settled; RSS and the places held before and after.
@MainActor
struct RemoteStoreRun {
    let service: OGCFeaturesMapService
    let iconDirectory: URL?
    let samples: Int
    let roamViews: Int
    let size = PixelSize(width: 1280, height: 800)

    /// Every figure, for the JSON report.
    func run() throws -> [String: Any] {
        let loop = BenchMainLoop()
        let map = try BenchMapView(size: size, style: service.defaultStyle, categories: service.categories, iconDirectory: iconDirectory)
        loop.frameClock = { (map.frameTotalMS, map.frameTotalCPUMS) }
        let options = RemoteLoadOptions()
        var result: [String: Any] = ["view": "\(Int(size.width))x\(Int(size.height))", "places_per_box": options.placesPerBox,
                                     "max_places_held": options.maxPlacesHeld, "page_size": service.options.pageSize]
        var generator = SplitMix64(seed: 1717)
        for (name, target) in [("view1k", 1000.0), ("view20k", 20_000.0)] {
            result[name] = try pans(target: target, map: map, loop: loop, generator: &generator)
        }
        result["roam"] = try roam(map: map, loop: loop, generator: &generator)
        return result
    }

    /// A new store at `view`, started, its first view loaded and drawn (nothing held from an earlier sample).
    private func startStore(at view: Viewport, map: BenchMapView, loop: BenchMainLoop) throws -> (MapStore, RemotePlaceLoader) {
        map.setViewport(view, animated: false)
        let store = MapStore(service: service, mapView: map, indexBuilder: ClusterIndexBuilder(poster: loop), poster: loop,
                             settingsFile: nil, startup: StartupOptions(center: view.center, zoom: view.zoom))
        store.observe { change in if change.contains(.places) { map.placesPublished += 1 } }
        store.start()
        guard let loader = store.remoteLoader else { throw BenchError("the store made no remote loader") }
        _ = try settle(to: view, loader: loader, map: map, loop: loop)
        return (store, loader)
    }

    /// `samples` pans for about `target` places in view, each from a new store settled at the view before the pan.
    private func pans(target: Double, map: BenchMapView, loop: BenchMainLoop, generator: inout SplitMix64) throws -> [String: Any] {
        var visible: [Double] = [], settled: [Double] = [], peer: [Double] = [], longest: [Double] = [], items: [Double] = []
        var work: [Double] = [], inView: [Double] = [], matched: [Double] = [], boxesAsked: [Double] = [], frames: [Double] = []
        var frameCPU: [Double] = [], workCPU: [Double] = [], notice: String?
        for _ in 0..<samples {
            let latitude = generator.unit() * 90 - 45, longitude = generator.unit() * 360 - 180
            let start = Viewport(center: Coordinate(clampingLatitude: latitude, wrappingLongitude: longitude),
                                 zoom: Self.zoom(forPlaces: target, latitude: latitude, width: size.width), size: size)
            let (store, loader) = try startStore(at: start, map: map, loop: loop)
            // A drag by one view width: the view moves west by its width.
            var panned = start
            panned.pan(by: PixelPoint(x: size.width, y: 0))
            let askedBefore = loader.requested.count
            loop.resetItemTimes()
            let framesBefore = map.frameMS.count
            let t0 = BenchClock.now()
            loop.timed { map.pan(to: panned) }
            let times = try settle(to: panned, loader: loader, map: map, loop: loop)
            visible.append(Double(times.visible - t0) / 1e6)
            settled.append(Double(times.all - t0) / 1e6)
            longest.append(loop.itemMS.max() ?? 0)
            items.append(contentsOf: loop.itemMS)
            work.append(contentsOf: loop.workMS)
            workCPU.append(contentsOf: loop.workCPUMS)
            frames.append(contentsOf: map.frameMS.dropFirst(framesBefore))
            frameCPU.append(contentsOf: map.frameCPUMS.dropFirst(framesBefore))
            let asked = Array(loader.requested.dropFirst(askedBefore))
            boxesAsked.append(Double(asked.count))
            peer.append(Self.curlBoxes(asked, collection: service.collectionURL, pageSize: service.options.pageSize,
                                       limit: store.remoteLoadOptions.placesPerBox))
            inView.append(Double(map.placesInView()))
            let box = panned.visibleBounds
            matched.append(Double(try RemoteCommand.wait { [service] in
                try await service.page(in: box, limit: 1).numberMatched ?? -1
            }))
            notice = loader.cappedNotice ?? notice
            withExtendedLifetime(store) {}
        }
        return ["target_places_in_view": target, "samples": samples,
                "server_matched_in_view_p50": BenchClock.median(matched), "drawn_in_view_p50": BenchClock.median(inView),
                "boxes_asked_per_pan_p50": BenchClock.median(boxesAsked),
                "visible_pins_drawn_ms_p50": BenchClock.median(visible), "visible_pins_drawn_ms_p95": Self.p95(visible),
                "whole_margin_drawn_ms_p50": BenchClock.median(settled), "whole_margin_drawn_ms_p95": Self.p95(settled),
                "curl_same_boxes_ms_p50": BenchClock.median(peer), "curl_same_boxes_ms_p95": Self.p95(peer),
                "main_item_ms_p50": BenchClock.median(items), "main_item_ms_p99": Self.percentile(items, 0.99),
                "main_item_ms_max": longest.max() ?? 0, "store_work_ms_max": work.max() ?? 0, "store_work_cpu_ms_max": workCPU.max() ?? 0,
                "frame_ms_p50": BenchClock.median(frames), "frame_ms_p95": Self.p95(frames),
                "frame_cpu_ms_p50": BenchClock.median(frameCPU), "frame_cpu_ms_p95": Self.p95(frameCPU),
                "frames_per_pan": Double(frames.count) / Double(max(1, samples)), "banner": notice ?? ""]
    }

    /// `roamViews` random views over the collection with one store, each settled and drawn; memory before and after.
    private func roam(map: BenchMapView, loop: BenchMainLoop, generator: inout SplitMix64) throws -> [String: Any] {
        let first = Viewport(center: Coordinate(clampingLatitude: 0, wrappingLongitude: 0), zoom: 6, size: size)
        let (store, loader) = try startStore(at: first, map: map, loop: loop)
        // The map holds its delegate weakly.
        defer { withExtendedLifetime(store) {} }
        let rssBefore = Self.rssMiB(), mallocBefore = Self.mallocInUseMiB(), heldBefore = loader.placeCount
        var items: [Double] = [], work: [Double] = [], workCPU: [Double] = [], settleMS: [Double] = [], heldMax = 0
        var pages = PageWork(cap: store.remoteLoadOptions.maxPlacesHeld)
        // What each item changed: boxes or places held (a page arrived), places published, an index shown.
        loop.probe = { [loader.heldBoxCount, loader.placeCount, map.placesPublished, map.shownAtPublish] }
        defer { loop.probe = nil }
        let framesBefore = map.frameMS.count
        let t0 = BenchClock.now()
        for _ in 0..<roamViews {
            let view = Viewport(center: Coordinate(clampingLatitude: generator.unit() * 120 - 60, wrappingLongitude: generator.unit() * 360 - 180),
                                zoom: 4 + generator.unit() * 6, size: size)
            loop.resetItemTimes()
            let v0 = BenchClock.now()
            loop.timed { map.pan(to: view) }
            let times = try settle(to: view, loader: loader, map: map, loop: loop)
            settleMS.append(Double(times.all - v0) / 1e6)
            items.append(contentsOf: loop.itemMS)
            work.append(contentsOf: loop.workMS)
            workCPU.append(contentsOf: loop.workCPUMS)
            pages.add(cpu: loop.workCPUMS, probes: loop.itemProbes)
            heldMax = max(heldMax, loader.placeCount)
        }
        return ["views": roamViews, "zoom": "4–10", "seconds": Double(BenchClock.now() - t0) / 1e9,
                "rss_mib_before": rssBefore, "rss_mib_after": Self.rssMiB(), "peak_rss_mib": BenchClock.peakRSSMiB(),
                "malloc_in_use_mib_before": mallocBefore, "malloc_in_use_mib_after": Self.mallocInUseMiB(),
                "held_places_before": heldBefore, "held_places_after": loader.placeCount, "held_places_max": heldMax,
                "held_boxes_after": loader.heldBoxCount, "index_places_after": map.index?.placeCount ?? 0,
                "view_drawn_ms_p50": BenchClock.median(settleMS), "view_drawn_ms_p95": Self.p95(settleMS),
                "main_item_ms_p99": Self.percentile(items, 0.99), "main_item_ms_max": items.max() ?? 0,
                "store_work_ms_p99": Self.percentile(work, 0.99), "store_work_ms_max": work.max() ?? 0,
                "store_work_cpu_ms_p99": Self.percentile(workCPU, 0.99), "store_work_cpu_ms_max": workCPU.max() ?? 0,
                "frame_ms_p50": BenchClock.median(Array(map.frameMS.dropFirst(framesBefore))),
                "frame_cpu_ms_p95": Self.p95(Array(map.frameCPUMS.dropFirst(framesBefore))),
                "page_main_at_cap": pages.figures]
    }

    /// Runs the loop until the boxes over `view`'s visible area, then all it wants, are loaded and drawn; when each was.
    /// "Drawn" means an index shown after the store published the places of the last of those boxes to load.
    private func settle(to view: Viewport, loader: RemotePlaceLoader, map: BenchMapView,
                        loop: BenchMainLoop) throws -> (visible: UInt64, all: UInt64) {
        let all = loader.boxes(for: view)
        let onScreen = all.filter { Self.overlaps($0.bounds, view.visibleBounds) }
        // The publish count when the boxes were all loaded; -1 when they were before the view moved here.
        var visibleSeq: Int? = onScreen.allSatisfy(loader.isLoaded) ? -1 : nil
        var allSeq: Int? = all.allSatisfy(loader.isLoaded) ? -1 : nil
        let now = BenchClock.now()
        var visibleAt: UInt64? = visibleSeq == -1 ? now : nil, allAt: UInt64? = allSeq == -1 ? now : nil
        let done = loop.run(timeout: 180) {
            if visibleSeq == nil, onScreen.allSatisfy(loader.isLoaded) { visibleSeq = map.placesPublished }
            if allSeq == nil, all.allSatisfy(loader.isLoaded) { allSeq = map.placesPublished }
            if visibleAt == nil, let s = visibleSeq, map.shownAtPublish > s { visibleAt = BenchClock.now() }
            if allAt == nil, let s = allSeq, map.shownAtPublish > s { allAt = BenchClock.now() }
            return visibleAt != nil && allAt != nil
        }
        guard done, let visibleAt, let allAt else {
            let missing = all.filter { !loader.isLoaded($0) }
            throw BenchError("the view at \(view.center) z\(view.zoom) did not settle in 180 s: \(loader.serverProblem ?? "no server problem"), "
                             + "\(loader.loadingCount) boxes loading, not loaded \(missing) (asked: \(missing.map { loader.requested.contains($0) })), "
                             + "loaded at publish \(visibleSeq ?? -2)/\(allSeq ?? -2), published \(map.placesPublished), shown at \(map.shownAtPublish), notes \(loader.notes.suffix(3))")
        }
        return (visibleAt, allAt)
    }

    /// The zoom at which a `width`-point view at `latitude` holds about `places` of the million collection:
    /// 25.5 places per square degree at the equator times cos(latitude), over a view whose latitude span shrinks
    /// by cos(latitude) as well (Mercator), and is 0.625 of its longitude span (1280 × 800).
    static func zoom(forPlaces places: Double, latitude: Double, width: Double) -> Double {
        let aspect = 800.0 / 1280.0, density = 1e6 / (360 * 1.9 * 180 / .pi)
        let cosine = cos(latitude * .pi / 180)
        let span = (places / (density * aspect)).squareRoot() / cosine
        return log2(width / 256 * 360 / span)
    }

    static func overlaps(_ a: GeoBounds, _ b: GeoBounds) -> Bool {
        for p in a.unwrappedParts {
            for q in b.unwrappedParts where p.west < q.east && q.west < p.east && p.south < q.north && q.south < p.north {
                return true
            }
        }
        return false
    }

    /// Wall time for curl to fetch every box's pages as the service does (`limit` per box, `pageSize` per page),
    /// four boxes at a time, in milliseconds.
    static func curlBoxes(_ boxes: [TileID], collection: URL, pageSize: Int, limit: Int) -> Double {
        let t0 = BenchClock.now()
        let next = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: min(4, boxes.count)) { _ in
            while true {
                let i = next.withLock { n in defer { n += 1 }; return n }
                guard i < boxes.count else { return }
                _ = RemoteCommand.curl(collection, box: boxes[i].bounds, pageSize: pageSize, limit: limit, slot: i)
            }
        }
        return Double(BenchClock.now() - t0) / 1e6
    }

    /// This process's resident set now (VmRSS), in MiB.
    static func rssMiB() -> Double {
        guard let s = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in s.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return (line.split(separator: " ").compactMap { Double($0) }.first ?? 0) / 1024
        }
        return 0
    }

    /// glibc's bytes in use (heap and its own large mappings), in MiB: what RSS would be without freed pages kept.
    static func mallocInUseMiB() -> Double {
        let m = mallinfo2()
        return Double(m.uordblks + m.hblkhd) / 1048576
    }

    static func p95(_ xs: [Double]) -> Double { percentile(xs, 0.95) }

    static func percentile(_ xs: [Double], _ q: Double) -> Double {
        let s = xs.sorted()
        return s.isEmpty ? 0 : s[min(s.count - 1, Int((Double(s.count - 1) * q).rounded(.up)))]
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
