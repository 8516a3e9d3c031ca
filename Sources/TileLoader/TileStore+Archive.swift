import Foundation
import Graphics
import MapArchive
import MapCore

extension TileStore {
    /// Reads (and decodes or rasterises) an archive-backed style's tile on a worker queue. No retry and no
    /// network: a tile the archive lacks is empty, a broken archive fails its tiles with the archive's reason.
    /// A `cancellable` read is dropped before it starts when `retain(only:)` no longer wants its tile; the offline
    /// map's stand-ins are not, since they serve whichever style is shown (a different style id by design).
    func startArchiveRead(_ key: TileKey, style: MapStyle, path: String, cancellable: Bool = true) {
        if style.kind == .vector { vectorStyleIDs.insert(style.id) }
        let ticket = makeTicket()
        pending[key] = .local(ticket: ticket, priority: nextPriority())
        let cancellation = ReadCancellation()
        if cancellable { archiveReads[ticket] = cancellation }
        let ref = MainContextRef(self)
        let context = self.context
        let shelf = archives
        let reader = ArchiveTileReader(limits: configuration.imageLimits, rasterizer: vectorRasterizer, recent: recentDataTiles)
        let remote = RemoteArchiveOpener.isRemote(path)
        workQueue.async {
            if cancellation.isCancelled { return }
            let result: Result<ArchiveTileReader.Drawn, TileLoadError>
            var opened: MapStyle?
            switch shelf.archive(at: path) {
            case .success(let archive):
                result = reader.read(key.tile, density: key.density, from: archive)
                // A remote archive's own name and credits, for a style made before its header arrived.
                if remote { opened = TileSourceCatalog.archiveStyle(archive, path: path, id: style.id) }
            case .failure(let error): result = .failure(.file(error.description))
            }
            context.post { [opened] in
                guard let store = ref.value else { return }
                if let opened, store.namedRemoteStyles.insert(opened.id).inserted { store.onRemoteArchiveStyle?(opened) }
                store.archiveReadFinished(key, ticket: ticket, path: path, result: result)
            }
        }
    }

    private func archiveReadFinished(_ key: TileKey, ticket: Int, path: String,
                                     result: Result<ArchiveTileReader.Drawn, TileLoadError>) {
        archiveReads[ticket] = nil
        guard pending[key]?.ticket == ticket else { return }
        pending[key] = nil
        noteReachability(key.styleID, path: path, result: result)
        switch result {
        case .success(let drawn):
            failures[key] = nil
            var entry = MemoryTileCache.Entry(image: drawn.image, expires: .distantFuture)
            entry.labels = drawn.labels
            memory.insert(entry, for: key)
            changed()
        case .failure(let error):
            failures[key] = Failure(attempts: 1, retryAt: .distantFuture, error: error)
            // One line per broken archive, not one per tile.
            if archives.shouldReport(path) { log("tile \(key): \(error)") }
        }
    }

    /// A remote archive's server answering or not decides its style's offline badge.
    private func noteReachability(_ styleID: String, path: String, result: Result<ArchiveTileReader.Drawn, TileLoadError>) {
        guard RemoteArchiveOpener.isRemote(path) else { return }
        // A new version on the server: reopened at the next tile, never read as a mix of two.
        if case .failure(.file(let why)) = result, why.contains(RemoteReadError.changedPrefix) { archives.forget(path) }
        if case .failure(.file(let why)) = result, why.contains(RemoteReadError.unreachablePrefix) {
            if unreachableArchiveStyles.insert(styleID).inserted { changed() }
        } else if unreachableArchiveStyles.remove(styleID) != nil {
            changed()
        }
    }

    /// Draws vector tiles from now on with `rasterizer` (another palette): drops the vector tiles drawn so far and
    /// those being drawn, so the next frame asks again.
    public func replaceVectorRasterizer(_ rasterizer: any VectorTileRasterizing) {
        vectorRasterizer = rasterizer
        let redraw = vectorStyleIDs
        memory.removeAll { redraw.contains($0.styleID) }
        // A read under way finishes against a ticket no longer pending, so its old-palette tile is dropped.
        for key in pending.keys where redraw.contains(key.styleID) { pending[key] = nil }
        for key in failures.keys where redraw.contains(key.styleID) { failures[key] = nil }
        changed()
    }

    /// A vector tile's labels as last drawn, for the frame's label pass; where the offline map stands in for a
    /// style's tile (a raster style without network), the offline map's labels for it.
    public func labels(for tile: TileID, style: MapStyle, scaleFactor: Double) -> TileLabels? {
        guard tile.isValid else { return nil }
        let key = self.key(for: tile, style: style, scaleFactor: scaleFactor)
        if style.archivePath != nil, let labels = memory.peek(key)?.labels, !labels.isEmpty {
            return TileLabels(tile: tile, candidates: labels)
        }
        return standInLabels(for: key)
    }
}
