import MapCore

extension MapStore {
    /// Recomputes the panel's list from what the map shows now; the shell calls it once the view has settled.
    public func refreshPlacesInView() {
        var list = PlacesInView(places: places, categories: state.categoryIDs, viewport: viewport)
        if !shapes.isEmpty, !viewport.size.isEmpty {
            list = list.adding(shapes: shapes, categories: state.categoryIDs, bounds: viewport.visibleBounds, center: viewport.center)
        }
        if let kept = keptListPlace { list = list.keeping(kept, center: viewport.center) }
        guard list != placesInView else { return }
        placesInView = list
        publish(.placesInView)
    }

    /// Opens a place chosen in the list as a pin click would, after moving the map only as far as needed
    /// for its pin to show (zooming in out of a cluster, panning when it is off screen).
    public func revealPlace(_ place: Place) {
        // The list may be a moment old: a place whose category was just unticked is not on the map.
        guard state.categoryIDs.contains(place.categoryID) else { return }
        keptListPlace = place
        let target = PlaceReveal.viewport(showing: place, from: viewport, index: index)
        if target != viewport {
            moveMap(to: target, animated: false)
            // The map applies a still move at once; take it now so the popover opens at the pin's new place.
            viewportChanged(mapView.viewport)
            announceMove(to: place.title)
        }
        selectPlace(place)
    }
}
