import MapCore

extension MapStore {
    /// The person moved on from the place opened in "Places in view" (another selection, typing a search, or
    /// panning by hand): the list follows the view alone again. Refreshed by the shell when the view settles.
    public func releaseKeptRow() {
        keptListPlace = nil
    }
}

extension PlacesInView {
    /// This list with `place`'s row in its distance order when the view no longer holds it (the row opened
    /// from the list stays where the keyboard left it, even after the zoom changed what is in view).
    public func keeping(_ place: Place, center: Coordinate) -> PlacesInView {
        guard !rows.contains(where: { $0.place.id == place.id }) else { return self }
        let row = Row(place: place, distance: center.distance(to: place.coordinate))
        var all = rows
        all.insert(row, at: all.firstIndex { Self.precedes(row, $0) } ?? all.endIndex)
        return PlacesInView(rows: all, shapes: shapes, moreCount: moreCount)
    }
}
