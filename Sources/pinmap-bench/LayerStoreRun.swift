import AppCore
import Clustering
import Foundation
import MapCore
import MapData

/// A `MapStore` on the bundled places with the real index builder and a frame drawn offscreen for every new index
/// (`BenchMapView`), on a main loop that times every item it runs (`BenchMainLoop`): what a window's main thread
/// would do when a file is dropped on it, less GTK.
@MainActor
struct LayerStoreRun {
    let service: GeoJSONMapService
    let iconDirectory: URL?
    let size = PixelSize(width: 1280, height: 800)
    /// The index builder's budget for recent subsets' indexes (0: every toggle filters and clusters anew).
    var recentIndexBytes = 64 << 20

    /// A started store whose bundled places are drawn.
    private func startStore(map: BenchMapView, loop: BenchMainLoop) throws -> MapStore {
        map.setViewport(Viewport(center: Coordinate(clampingLatitude: 60.17, wrappingLongitude: 24.94), zoom: 11, size: size), animated: false)
        let store = MapStore(service: service, mapView: map, indexBuilder: ClusterIndexBuilder(poster: loop, recentIndexBytes: recentIndexBytes), poster: loop,
                             settingsFile: nil, startup: StartupOptions(center: map.viewport.center, zoom: 11))
        store.start()
        let bundled = service.allPlaces.count
        guard loop.run(timeout: 120, until: { store.placesLoaded && map.index?.placeCount == bundled }) else {
            throw BenchError("the bundled places were not drawn in 120 s")
        }
        return store
    }

    /// Runs the loop until the map draws an index of `count` places; the time from `t0` when it did, in ms.
    private func drawn(_ count: Int, since t0: UInt64, map: BenchMapView, loop: BenchMainLoop, what: String) throws -> Double {
        try drawnFirstAndFull(count, since: t0, map: map, loop: loop, what: what).full
    }

    /// Ms from `t0` to the first frame with the places clustered (a quick one-level index of the view, else the
    /// full one) and to the frame with the full index of `count` places.
    private func drawnFirstAndFull(_ count: Int, since t0: UInt64, map: BenchMapView, loop: BenchMainLoop,
                                   what: String) throws -> (first: Double, full: Double) {
        var at: UInt64?, firstAt: UInt64?
        let done = loop.run(timeout: 300) {
            if firstAt == nil, map.index is QuickClusterIndex { firstAt = BenchClock.now() }
            if at == nil, map.index?.placeCount == count, !(map.index is QuickClusterIndex) { at = BenchClock.now() }
            return at != nil
        }
        guard done, let at else { throw BenchError("\(what): no index of \(count) places drawn in 300 s (drawn: \(map.index?.placeCount ?? -1))") }
        return (Double((firstAt ?? at) - t0) / 1e6, Double(at - t0) / 1e6)
    }

    /// `times` opens of `file` (`places` places), each in a new store: from the call a drop makes to the first frame
    /// drawn with its places clustered (the quick one-level index of the view, or the full one if it came first), to
    /// the frame with the full index, and the longest single main-loop item meanwhile (frames drawn in it included).
    func open(_ file: URL, places: Int, times: Int) throws -> [String: Any] {
        var ready: [Double] = [], longest: [Double] = [], longestWork: [Double] = [], items: [Double] = [], loaded: [Double] = []
        var first: [Double] = [], frameLists: [[Double]] = [], frameCPULists: [[Double]] = [], frameItemLists: [[[Double]]] = []
        var slowest: [[String: Double]] = []
        for _ in 0..<times {
            let loop = BenchMainLoop()
            let map = try BenchMapView(size: size, style: service.defaultStyle, categories: service.categories, iconDirectory: iconDirectory)
            loop.frameClock = { (map.frameTotalMS, map.frameTotalCPUMS) }
            let store = try startStore(map: map, loop: loop)
            let id = MapStore.layerID(forPath: file.path)
            loop.resetItemTimes()
            let framesBefore = map.frameMS.count
            let t0 = BenchClock.now()
            loop.timed { store.openLayers(paths: [file.path]) }
            var loadedAt: UInt64?
            let total = service.allPlaces.count + places
            var at: UInt64?, firstAt: UInt64?
            let done = loop.run(timeout: 300) {
                if loadedAt == nil, store.layers[id]?.state == .loaded { loadedAt = BenchClock.now() }
                if firstAt == nil, store.indexIsQuick { firstAt = BenchClock.now() }
                if at == nil, map.index?.placeCount == total, !store.indexIsQuick { at = BenchClock.now() }
                return at != nil
            }
            guard done, let at else {
                throw BenchError("\(file.lastPathComponent): no index of \(total) places in 300 s (layer: \(String(describing: store.layers[id]?.state)))")
            }
            ready.append(Double(at - t0) / 1e6)
            first.append(Double((firstAt ?? at) - t0) / 1e6)
            loaded.append(Double((loadedAt ?? at) - t0) / 1e6)
            longest.append(loop.itemMS.max() ?? 0)
            longestWork.append(loop.workMS.max() ?? 0)
            items.append(contentsOf: loop.itemMS)
            // Each frame drawn for a new index meanwhile (the quick one's, then the full one's), in ms.
            let frames = map.frameMS.dropFirst(framesBefore).map { ($0 * 10).rounded() / 10 }
            // The main thread's CPU time in those frames: on a busy machine the wall time above is mostly waiting.
            frameCPULists.append(map.frameCPUMS.dropFirst(framesBefore).map { ($0 * 10).rounded() / 10 })
            // And what each drew: items, and sprites rasterised for them (what a frame's cost follows).
            frameItemLists.append(zip(map.frameItems.dropFirst(framesBefore), map.frameSprites.dropFirst(framesBefore)).map { [Double($0), Double($1)] })
            slowest.append(["item_ms": loop.itemMS.max() ?? 0, "items": Double(loop.itemMS.count),
                            "frame_ms_max": frames.max() ?? 0, "frames": Double(frames.count)])
            frameLists.append(frames)
            withExtendedLifetime(store) {}
        }
        return ["places": places, "opens": times,
                "first_clusters_drawn_ms_p50": round1(BenchClock.median(first)), "first_clusters_drawn_ms_max": round1(first.max() ?? 0),
                "full_index_drawn_ms_p50": round1(BenchClock.median(ready)), "full_index_drawn_ms_max": round1(ready.max() ?? 0),
                "layer_loaded_ms_p50": round1(BenchClock.median(loaded)),
                "main_item_ms_max_p50": round1(BenchClock.median(longest)), "main_item_ms_max": round1(longest.max() ?? 0),
                "store_work_ms_max": round1(longestWork.max() ?? 0),
                "main_items_per_open": Double(items.count) / Double(times), "per_open": slowest, "frames_ms": frameLists, "frames_cpu_ms": frameCPULists,
                "frames_items_and_sprites": frameItemLists]
    }

    /// A layer of `places` places beside the bundled ones, hidden and shown `times` times: each from the check's
    /// call to the frame drawn with the re-clustered index, and the longest main-loop item.
    func toggle(_ file: URL, places: Int, times: Int) throws -> [String: Any] {
        let loop = BenchMainLoop()
        let map = try BenchMapView(size: size, style: service.defaultStyle, categories: service.categories, iconDirectory: iconDirectory)
        loop.frameClock = { (map.frameTotalMS, map.frameTotalCPUMS) }
        let store = try startStore(map: map, loop: loop)
        defer { withExtendedLifetime(store) {} }
        let id = MapStore.layerID(forPath: file.path)
        let bundled = service.allPlaces.count
        store.openLayers(paths: [file.path])
        _ = try drawn(bundled + places, since: BenchClock.now(), map: map, loop: loop, what: "opening \(file.lastPathComponent)")
        var hide: [Double] = [], show: [Double] = [], showFull: [Double] = [], items: [Double] = [], hideItems: [Double] = [], showItems: [Double] = []
        var showFrames: [[Double]] = []
        for _ in 0..<times {
            for (visible, count) in [(false, bundled), (true, bundled + places)] {
                loop.resetItemTimes()
                let framesBefore = map.frameCPUMS.count
                let t0 = BenchClock.now()
                loop.timed { store.setLayerVisible(id, visible) }
                let ms = try drawnFirstAndFull(count, since: t0, map: map, loop: loop, what: visible ? "showing" : "hiding")
                // The first frame after the toggle: main-thread CPU, items drawn, sprites rasterised for them.
                if visible, map.frameCPUMS.count > framesBefore {
                    showFrames.append([round1(map.frameCPUMS[framesBefore]), Double(map.frameItems[framesBefore]),
                                       Double(map.frameSprites[framesBefore])])
                }
                if visible { show.append(ms.first); showFull.append(ms.full) } else { hide.append(ms.first) }
                if visible { showItems.append(loop.itemMS.max() ?? 0) } else { hideItems.append(loop.itemMS.max() ?? 0) }
                items.append(contentsOf: loop.itemMS)
            }
        }
        return ["places": places, "toggles": times,
                "hide_drawn_ms_p50": round1(BenchClock.median(hide)), "hide_drawn_ms_min": round1(hide.min() ?? 0),
                "show_drawn_ms_p50": round1(BenchClock.median(show)), "show_drawn_ms_min": round1(show.min() ?? 0),
                "show_drawn_ms_first": round1(show.first ?? 0), "show_drawn_ms_max": round1(show.max() ?? 0),
                // With a quick index of the view first (a subset not kept in memory), the full index's frame follows.
                "show_full_index_drawn_ms_p50": round1(BenchClock.median(showFull)),
                "hide_main_item_ms_max": round1(hideItems.max() ?? 0), "show_main_item_ms_max": round1(showItems.max() ?? 0),
                "recent_index_mib": recentIndexBytes >> 20, "show_first_frames_cpu_items_sprites": showFrames,
                "main_item_ms_max": round1(items.max() ?? 0)]
    }

    private func round1(_ x: Double) -> Double { (x * 10).rounded() / 10 }
}
