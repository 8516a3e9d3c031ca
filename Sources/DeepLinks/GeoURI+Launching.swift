extension GeoURI {
    /// `geo:LAT,LON?z=Z&q=NAME` for a link request. A name too long to read back (over `maxLength` once
    /// percent-encoded) is cut at a whole character to what fits.
    static func link(for request: LinkRequest) -> LaunchableURL {
        func uri(_ name: String?) -> GeoURI {
            GeoURI(unchecked: request.coordinate, altitude: nil, uncertainty: nil, zoom: request.zoom, query: name)
        }
        var built = uri(request.name)
        if built.string.count > maxLength, let name = request.name {
            let budget = maxLength - uri(nil).string.count - "&q=".count
            var kept = "", used = 0
            for character in name {
                let width = PercentEncoding.encode(String(character)).count
                guard used + width <= budget else { break }
                kept.append(character)
                used += width
            }
            built = uri(kept)
        }
        return LaunchableURL(built: built.string, kind: .geo)
    }

    /// This URI as a launchable URL (every GeoURI value is valid by construction).
    public var launchableURL: LaunchableURL {
        LaunchableURL(built: string, kind: .geo)
    }
}
