import AppCore
import DeepLinks

extension MainWindow {
    /// A `geo:` link another `pinmap` handed over: fly there, drop its marker, bring the window forward.
    func open(uris: [String]) {
        for uri in uris {
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
