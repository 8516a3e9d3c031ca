import Foundation
import Graphics
import MapCore

extension TileStore {
    /// Reads a tile from the disk cache and decodes it off the main context.
    /// `networkOnMiss` is false for ancestor look-ups made only to find stand-ins.
    func startDiskRead(_ key: TileKey, template: TileURLTemplate?, networkOnMiss: Bool, priority: TileRequestQueue.Priority? = nil) {
        guard let disk else { return }
        let ticket = makeTicket()
        pending[key] = .local(ticket: ticket, priority: priority ?? nextPriority())
        let ref = MainContextRef(self)
        let context = self.context
        let limits = configuration.imageLimits
        let source = (template ?? sources.lastTemplate(styleID: key.styleID))?.fingerprint
        ioQueue.async {
            let outcome: DiskOutcome
            switch disk.read(key) {
            case .miss:
                outcome = .miss(corrupt: false)
            case .corrupt:
                outcome = .miss(corrupt: true)
            case .hit(_, let meta) where meta.source != source:
                // Cached from another URL under the same style id: not this source's tile.
                outcome = .miss(corrupt: false)
            case .hit(let body, let meta):
                if meta.isEmpty {
                    // Older versions kept 404s on disk for a week; "no tile here" is now asked again.
                    disk.remove(key)
                    outcome = .miss(corrupt: false)
                } else {
                    do { outcome = .hit(try limits.decode(body), meta) } catch {
                        // Stored bytes that no longer decode are as good as corrupt.
                        disk.remove(key)
                        outcome = .miss(corrupt: true)
                    }
                }
            }
            context.post { ref.value?.diskRead(key, ticket: ticket, outcome: outcome, template: template, networkOnMiss: networkOnMiss) }
        }
    }

    enum DiskOutcome: Sendable {
        case hit(Surface?, TileMetadata)
        case miss(corrupt: Bool)
    }

    private func diskRead(_ key: TileKey, ticket: Int, outcome: DiskOutcome, template: TileURLTemplate?, networkOnMiss: Bool) {
        guard case .local(ticket, let priority)? = pending[key] else { return }
        pending[key] = nil
        let stillWanted = wanted[key.styleID].map { $0.contains(key.tile) } ?? true
        switch outcome {
        case .hit(let image, let meta):
            statistics.diskHits += 1
            memory.insert(.init(image: image, expires: meta.expiryDate, metadata: meta), for: key)
            changed()
            if networkOnMiss, stillWanted, meta.expiryDate <= clock.now(), let template {
                enqueueNetwork(key, template: template, validators: meta, priority: priority)
            }
        case .miss(let corrupt):
            if corrupt {
                statistics.diskCorrupt += 1
                log("tile \(key): corrupt cache file discarded")
            }
            if networkOnMiss, stillWanted, let template { enqueueNetwork(key, template: template, validators: nil, priority: priority) }
        }
    }

    /// Reads a `file://` tile; a missing file is "no tile here".
    func startFileRead(_ key: TileKey, template: TileURLTemplate) {
        let ticket = makeTicket()
        pending[key] = .local(ticket: ticket, priority: nextPriority())
        let path = URL(string: template.url(for: key.tile, retina: key.density > 1))?.path ?? ""
        let ref = MainContextRef(self)
        let context = self.context
        let maxBytes = configuration.maxResponseBytes, limits = configuration.imageLimits
        ioQueue.async {
            let result: Result<Surface?, TileLoadError>
            let fm = FileManager.default
            if !fm.fileExists(atPath: path) {
                result = .success(nil)
            } else if let size = (try? fm.attributesOfItem(atPath: path))?[.size] as? Int, size > maxBytes {
                result = .failure(.tooLarge(limit: maxBytes))
            } else if let data = fm.contents(atPath: path) {
                do throws(ImageError) { result = .success(try limits.decode(data)) } catch {
                    result = .failure(.undecodable(error.description))
                }
            } else {
                result = .failure(.file("\(path): cannot read"))
            }
            context.post { ref.value?.localFinished(key, ticket: ticket, result: result) }
        }
    }

    /// Draws an offline-style tile off the main context, once a basemap named for lazy reading is in.
    func startRender(_ key: TileKey) {
        let ticket = makeTicket()
        pending[key] = .local(ticket: ticket, priority: nextPriority())
        if case .lazy(let url) = basemapState { readLazyBasemap(from: url) }
        if case .reading = basemapState {
            awaitingBasemap.append((key, ticket))
            return
        }
        render(key, ticket: ticket)
    }

    /// The render `startRender` began (ticket `ticket` is pending for `key`).
    func render(_ key: TileKey, ticket: Int) {
        let ref = MainContextRef(self)
        let context = self.context
        let renderer = self.renderer
        workQueue.async {
            let result: Result<Surface?, TileLoadError>
            do throws(ImageError) { result = .success(try renderer.render(key.tile, scale: key.density)) } catch {
                result = .failure(.undecodable(error.description))
            }
            context.post { ref.value?.localFinished(key, ticket: ticket, result: result, rendered: true) }
        }
    }

    private func localFinished(_ key: TileKey, ticket: Int, result: Result<Surface?, TileLoadError>, rendered: Bool = false) {
        guard pending[key]?.ticket == ticket else { return }
        pending[key] = nil
        switch result {
        case .success(let image):
            if rendered { statistics.rendered += 1 }
            failures[key] = nil
            memory.insert(.init(image: image, expires: .distantFuture, metadata: nil), for: key)
            changed()
        case .failure(let e):
            failures[key] = Failure(attempts: 1, retryAt: .distantFuture, error: e)
            log("tile \(key): \(e)")
        }
    }
}
