import AppCore
import MapCore

extension AppData {
    /// The OGC API – Features service when `--places-url` was given.
    var remote: (any BoxLoadingMapService)? { service.base as? any BoxLoadingMapService }

    /// What `--render` draws: the bundled places, or the server's places in `bounds`, waited for like tiles.
    func places(forRender bounds: GeoBounds) throws(CLIError) -> [Place] {
        guard let remote else { return geoJSON.allPlaces }
        switch RemotePlacesOptions.wait({ try await remote.page(in: bounds, limit: RemotePlacesOptions.renderLimit) }) {
        case .success(let page):
            for note in page.notes.prefix(5) { Console.error("pinmap: warning: \(note)") }
            if page.isCapped, let matched = page.numberMatched {
                Console.error("pinmap: warning: showing \(page.places.count) of \(matched) places in view")
            }
            return page.places
        case .failure(let error):
            throw .render("pinmap: --render: places server: \(error)")
        }
    }
}
