import MapCore

extension LinkTarget {
    /// The link that opens `request` here. Formats follow shared/SOURCES.md exactly.
    public func url(for request: LinkRequest) -> LaunchableURL {
        let lat = request.latitudeText, lon = request.longitudeText, z = String(request.zoom)
        switch self {
        case .openStreetMap:
            return web("https://www.openstreetmap.org/?mlat=\(lat)&mlon=\(lon)#map=\(z)/\(lat)/\(lon)")
        case .googleMaps:
            // Coordinates, not the name: a name-only search can land on a namesake elsewhere.
            return web("https://www.google.com/maps/search/?api=1&query=\(lat)%2C\(lon)")
        case .appleMaps:
            // Apple drops a pin labelled q; without a name the coordinates are the label.
            let label = PercentEncoding.encode(request.name ?? "\(lat),\(lon)")
            return web("https://maps.apple.com/?ll=\(lat),\(lon)&q=\(label)")
        case .waze:
            return web("https://waze.com/ul?ll=\(lat)%2C\(lon)&navigate=yes&zoom=\(z)")
        case .bingMaps:
            return web("https://bing.com/maps/default.aspx?cp=\(lat)~\(lon)&lvl=\(z)")
        case .desktopApp:
            return GeoURI.link(for: request)
        }
    }

    /// Directions to `request` where the site has a directions form (Google, Apple, Waze); nil elsewhere.
    public func directionsURL(to request: LinkRequest) -> LaunchableURL? {
        let lat = request.latitudeText, lon = request.longitudeText
        switch self {
        case .googleMaps: return web("https://www.google.com/maps/dir/?api=1&destination=\(lat)%2C\(lon)")
        case .appleMaps: return web("https://maps.apple.com/?daddr=\(lat),\(lon)")
        case .waze: return url(for: request)
        case .openStreetMap, .bingMaps, .desktopApp: return nil
        }
    }

    /// Convenience: the link to `place` at `zoom`.
    public func url(for place: Place, zoom: Int = LinkRequest.defaultZoom) -> LaunchableURL {
        url(for: LinkRequest(place: place, zoom: zoom))
    }

    private func web(_ text: String) -> LaunchableURL {
        LaunchableURL(built: text, kind: .https)
    }
}
