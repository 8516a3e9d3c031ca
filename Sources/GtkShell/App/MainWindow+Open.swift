import AppCore
import Foundation
import DeepLinks

extension MainWindow {
    /// A `geo:` link another `pinmap` handed over: fly there, drop its marker, bring the window forward.
    func open(uris: [String]) {
        // Place files (a second `pinmap FILE`, Files' Open With) open as layers.
        let files = uris.compactMap { uri in URL(string: uri).flatMap { $0.isFileURL ? $0.path : nil } }
        store.openLayers(paths: files)
        for uri in uris where !uri.lowercased().hasPrefix("file:") {
            guard let geo = try? GeoURI(parsing: uri) else {
                toasts.show(String(format: tr("Not a geo: link: %@"), String(uri.prefix(60))))
                continue
            }
            store.flyTo(geo.viewCenter, zoom: geo.zoom.map(Double.init))
            if let marker = geo.marker {
                store.dropMarker(at: marker.coordinate, label: marker.label)
            } else {
                store.dropMarker(at: geo.viewCenter)
            }
        }
        present()
    }
}
