import MapCore

extension MapStore {
    /// The zoom a search result is shown at, at least: close enough to see the streets around it.
    public static let searchZoom = 15.0

    /// Flies to a place found by search (animated, at least `searchZoom`) and opens its popover. Unlike
    /// `revealPlace` (the panel's list, whose places are on the map already), a place in an unticked category
    /// ticks that category first (and says so in the banner); the flight waits for the index that includes it.
    public func showSearchResult(_ place: Place) {
        guard categories.contains(where: { $0.id == place.categoryID }) || state.categoryIDs.contains(place.categoryID)
        else { return }
        if !state.categoryIDs.contains(place.categoryID) {
            let title = categories.first { $0.id == place.categoryID }?.title ?? place.categoryID
            pendingReveal = place
            setCategory(place.categoryID, enabled: true)
            showBanner("“\(title)” was hidden; it is shown again so that “\(place.title)” can be seen.")
            return
        }
        guard index != nil, !isBuildPending else {
            pendingReveal = place
            return
        }
        finishReveal(place)
    }

    /// Moves the map to a typed position (coordinates or a geo: URI) at `zoom`, or the search zoom.
    public func flyTo(_ coordinate: Coordinate, zoom: Double? = nil) {
        let target = Viewport(center: coordinate, zoom: zoom ?? max(viewport.zoom, Self.searchZoom), size: viewport.size,
                              scaleFactor: viewport.scaleFactor, zoomRange: viewport.zoomRange)
        moveMap(to: target, animated: true)
    }

    /// Increases with every change of `places` (a search index built for one revision is stale after the next).
    public var placesRevision: Int { placesChanges }

    /// A pending reveal whose index has arrived: fly, then select.
    func finishPendingReveal() {
        guard let place = pendingReveal else { return }
        pendingReveal = nil
        guard state.categoryIDs.contains(place.categoryID) else { return }
        finishReveal(place)
    }

    private var isBuildPending: Bool { index == nil && placesLoaded }

    private func finishReveal(_ place: Place) {
        let zoom = unclusteredZoom(of: place)
        let target = Viewport(center: place.coordinate, zoom: zoom, size: viewport.size,
                              scaleFactor: viewport.scaleFactor, zoomRange: viewport.zoomRange)
        moveMap(to: target, animated: true)
        announceMove(to: place.title)
        // The flight ends with the place in the middle; the popover follows the pin while it moves.
        selectPlace(place)
    }

    /// The first whole zoom from the current one (at least `searchZoom`) at which the index draws `place`
    /// as its own pin rather than inside a cluster; the highest zoom when it never comes out (a shared spot).
    func unclusteredZoom(of place: Place) -> Double {
        let range = viewport.zoomRange
        let start = min(range.upperBound, max(viewport.zoom, Self.searchZoom).rounded(.up))
        guard let index else { return start }
        return PlaceReveal.revealZoom(of: place, from: start, upTo: range.upperBound, in: index) ?? range.upperBound
    }
}
