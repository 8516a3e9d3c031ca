import MapCore

/// Places from a box-by-box (remote) service: the store hands view changes to a `RemotePlaceLoader` and shows
/// what it holds. A file-backed service never gets here.
extension MapStore {
    /// Starts loading by viewport when the service is remote; false for a service that holds everything.
    func startRemoteLoading() -> Bool {
        guard let remote = Self.boxLoading(service) else { return false }
        let loader = RemotePlaceLoader(service: remote, poster: poster, options: remoteLoadOptions)
        loader.onChange = { [weak self] placesChanged in self?.remotePlacesChanged(placesChanged: placesChanged) }
        remoteLoader = loader
        loader.viewChanged(viewport)
        return true
    }

    /// The box-by-box service behind `service`, also when styles were merged around it.
    static func boxLoading(_ service: any MapService) -> (any BoxLoadingMapService)? {
        if let remote = service as? any BoxLoadingMapService { return remote }
        return (service as? StyledMapService).flatMap { $0.base as? any BoxLoadingMapService }
    }

    /// Shows the loader's places and says in the banner when the server is unreachable or a view is capped.
    func remotePlacesChanged(placesChanged: Bool) {
        guard let loader = remoteLoader else { return }
        var change: StoreChange = []
        if placesChanged || !placesLoaded {
            // Joined off the main thread by the loader: taking it costs nothing per place, nor does letting the
            // previous set go (an index build that was never started may have been its last other holder).
            let previous = places
            places = loader.shown.places
            OffMainRelease.drop(consume previous)
            placesVersion += 1
            categoryCounts = loader.shown.categoryCounts
            loadError = nil
            placesLoaded = true
            change.insert(.places)
        }
        let message = loader.serverProblem.map {
            "Places server \(loader.service.sourceName) \(loader.serverUnreachable ? "is unreachable" : "sent an answer Pinmap cannot use") "
                + "(\($0)); showing what was loaded, retrying."
        } ?? loader.cappedNotice
        // Only this loader's own message is replaced or cleared; another banner stays.
        if message != loader.shownBanner, banner == nil || banner == loader.shownBanner {
            banner = message
            loader.shownBanner = message
            change.insert(.banner)
        }
        publish(change)
        if change.contains(.places) { requestIndexBuild() }
    }
}
