import Foundation
import Graphics
import MapCore

extension TileStore {
    /// Starts whatever `key` needs next: nothing when fresh or backing off, else a render, a file or disk read, or a request.
    func request(_ key: TileKey, style: MapStyle) {
        let now = clock.now()
        if let p = pending[key] {
            // Re-prioritise once per frame a request still waiting for the disk or a connection.
            switch p {
            case .queued(var r) where r.priority.frame < frame:
                r.priority = nextPriority()
                pending[key] = .queued(r)
                fetches.push(.init(priority: r.priority, ticket: r.ticket, key: key))
            case .local(let ticket, let priority) where priority.frame < frame:
                pending[key] = .local(ticket: ticket, priority: nextPriority())
            default:
                break
            }
            return
        }
        if let f = failures[key], f.retryAt > now { return }
        let cached = memory.peek(key)
        if let cached, cached.expires > now { return }
        if let path = style.archivePath { return startArchiveRead(key, style: style, path: path) }
        switch style.kind {
        case .offline, .vector:
            offlineStyleIDs.insert(style.id)
            startRender(key)
        case .raster:
            switch template(for: style) {
            case .failure(let e):
                failures[key] = Failure(attempts: 1, retryAt: .distantFuture, error: .invalidTemplate(e))
            case .success(let t):
                if t.scheme == .file {
                    startFileRead(key, template: t)
                } else if cached == nil, disk != nil {
                    startDiskRead(key, template: t, networkOnMiss: true, priority: nextPriority())
                } else {
                    enqueueNetwork(key, template: t, validators: cached?.metadata)
                }
            }
        }
    }

    func nextPriority() -> TileRequestQueue.Priority {
        ordinal += 1
        return .init(frame: frame, ordinal: ordinal)
    }

    /// Where a key stands for `load`: nothing under way and an answer (image, empty or failure) known.
    func isSettled(_ key: TileKey) -> Bool {
        pending[key] == nil && (memory.peek(key) != nil || failures[key] != nil)
    }

    /// Loads `tiles` and iterates the default main context until each is loaded, empty or failed, or `timeout` passes.
    /// For headless rendering and tests; do not call it from inside a GTK callback.
    @discardableResult
    public func load(_ tiles: [TileID], style: MapStyle, scaleFactor: Double = 1, timeout: TimeInterval) -> TileLoadReport {
        frame += 1
        ordinal = 0
        // Asked-for tiles are wanted even if an earlier retain said otherwise.
        wanted[style.id]?.formUnion(tiles)
        let keys = tiles.map { key(for: $0, style: style, scaleFactor: scaleFactor) }
        // Every asked-for tile must stay in memory until the wait ends, however many there are.
        reserveMemory(tiles: keys.count, style: style, density: keys.first?.density ?? 1)
        for k in keys { request(k, style: style) }
        let deadline = Date().addingTimeInterval(timeout)
        context.iterate(timeout: timeout) { keys.allSatisfy(isSettled) }
        // Failed tiles may stand on a downloaded area or the offline map: draw those too, so a headless frame shows
        // them. Once per area and twice more: a stand-in one could not draw then comes from the next, and last from
        // the Natural Earth basemap.
        for _ in 0..<(downloadedAreas.count + 2) {
            let standIns = keys.filter { failures[$0] != nil && memory.peek($0)?.image == nil }.flatMap { k -> [TileKey] in
                _ = fallbackPieces(for: k)
                let areas = downloadedAreas.map { TileKey(styleID: $0.style.id, tile: k.tile, density: k.density) }
                return (areas + [standInKey(for: k), basemapKey(for: k)]).filter { pending[$0] != nil }
            }
            if standIns.isEmpty { break }
            context.iterate(timeout: max(0, deadline.timeIntervalSinceNow)) { standIns.allSatisfy { pending[$0] == nil } }
        }
        var report = TileLoadReport()
        for (tile, k) in zip(tiles, keys) {
            switch status(of: tile, style: style, scaleFactor: scaleFactor) {
            case .loaded: report.loaded.append(tile)
            case .empty: report.empty.append(tile)
            case .failed(let e): report.failed[tile] = e
            case .loading, .notRequested:
                if let f = failures[k] { report.failed[tile] = f.error } else { report.pending.append(tile) }
            }
            if report.failed[tile] != nil { report.standIns[tile] = standInSource(for: tile, style: style, scaleFactor: scaleFactor) }
        }
        return report
    }

    /// Wakes the view (and the queue) at `date`, e.g. when a backoff or a probe interval ends.
    func scheduleWake(at date: Date) {
        if let current = retryTimerDate, current <= date, retryTimer != nil { return }
        retryTimer?.cancel()
        retryTimerDate = date
        let delay = min(3600, max(0, date.timeIntervalSince(clock.now())))
        retryTimer = context.schedule(after: delay) { [weak self] in
            guard let self else { return }
            self.retryTimer = nil
            self.retryTimerDate = nil
            self.pump()
            self.changed()
        }
    }
}
