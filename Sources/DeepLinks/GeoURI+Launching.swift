extension GeoURI {
    /// `geo:LAT,LON?z=Z&q=NAME` for a link request.
    static func link(for request: LinkRequest) -> LaunchableURL {
        let uri = GeoURI(unchecked: request.coordinate, altitude: nil, uncertainty: nil,
                         zoom: request.zoom, query: request.name)
        return LaunchableURL(built: uri.string, kind: .geo)
    }

    /// This URI as a launchable URL (every GeoURI value is valid by construction).
    public var launchableURL: LaunchableURL {
        LaunchableURL(built: string, kind: .geo)
    }
}
