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
}
