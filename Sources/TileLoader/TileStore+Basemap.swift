import Foundation

extension TileStore {
    /// Reads the offline style's GeoJSON off the main context, then installs it (redrawing offline tiles).
    /// A street layer named by `detailBasemap` in the catalog.json beside it is read here too; its problems are warnings.
    /// `completion` runs on the main context with the reader's warnings, or the error that kept the old basemap.
    public func loadBasemap(from url: URL, completion: @escaping (Result<[String], BasemapError>) -> Void = { _ in }) {
        let ref = MainContextRef(self)
        let context = self.context
        // The store keeps the completion alive until it has run; the work holds it weakly.
        let box = CompletionBox(completion)
        basemapCompletions.append(box)
        let done = MainContextRef(box)
        workQueue.async {
            let result: Result<(WorldBasemap, [String]), BasemapError>
            do throws(BasemapError) {
                let loaded = try WorldBasemap.load(contentsOf: url)
                var warnings = loaded.warnings
                switch loaded.basemap.detail?.result {
                case .success(let d)?: warnings += d.warnings
                case .failure(let e)?: warnings.append("street layer not loaded: \(e)")
                case nil: break
                }
                result = .success((loaded.basemap, warnings))
            } catch {
                result = .failure(error)
            }
            context.post {
                guard let store = ref.value else { return }
                switch result {
                case .success(let (map, warnings)):
                    store.setBasemap(map)
                    for w in warnings { store.log(w) }
                    done.value?.run(.success(warnings))
                case .failure(let e):
                    store.log(e.description)
                    done.value?.run(.failure(e))
                }
                store.basemapCompletions.removeAll { $0 === done.value }
            }
        }
    }

    /// Names the basemap file to read the first time a tile needs it, not now: with a vector archive drawing the
    /// offline map it is never read (1.8 MiB of polygons saved). `onLazyBasemap` hears how that read went.
    public func readBasemapWhenNeeded(from url: URL) {
        guard case .absent = basemapState else { return }
        basemapState = .lazy(url)
    }

    /// Whether the basemap's polygons have been read (or given); false while it waits to be needed.
    public var isBasemapLoaded: Bool {
        if case .loaded = basemapState { return true }
        return false
    }

    /// Reads the lazily named basemap once; renders waiting for it start when it is in, or (unreadable) draw water.
    func readLazyBasemap(from url: URL) {
        basemapState = .reading
        loadBasemap(from: url) { [weak self] result in
            guard let self else { return }
            basemapState = .loaded
            let waiting = awaitingBasemap
            awaitingBasemap = []
            for (key, ticket) in waiting where pending[key]?.ticket == ticket { render(key, ticket: ticket) }
            onLazyBasemap?(result)
        }
    }
}
