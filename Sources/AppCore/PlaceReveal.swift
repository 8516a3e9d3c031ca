import MapCore

/// Where the map must go so a place chosen outside the map (the panel's list) shows as its own pin,
/// with room for the pin's body: zoom in until its cluster lets it go, and pan only when it is off screen.
public enum PlaceReveal {
    /// Room a pin needs around its tip, in points (its body above the tip, its halo on the sides).
    public static let pinRoom = PixelInsets(top: 48, left: 24, bottom: 16, right: 24)

    /// The viewport to show `place` in, starting from `viewport`; `viewport` itself when it already shows it.
    /// Places that never separate (same spot) keep the zoom: their group pin is as close as the map gets.
    public static func viewport(showing place: Place, from viewport: Viewport, index: (any PlaceIndex)?) -> Viewport {
        var target = viewport
        if let index, let zoom = revealZoom(of: place, from: viewport.zoom, upTo: viewport.zoomRange.upperBound, in: index),
           zoom > viewport.zoom {
            target.setZoom(zoom)
            target.setCenter(place.coordinate)
            return target
        }
        if !isComfortablyVisible(place.coordinate, in: target) { target.setCenter(place.coordinate) }
        return target
    }

    /// The first zoom, in whole steps from `zoom`, at which the index draws `place` as a place of its own.
    static func revealZoom(of place: Place, from zoom: Double, upTo maxZoom: Double, in index: any PlaceIndex) -> Double? {
        // A box around the point alone: a cluster holding it has its centre elsewhere.
        let c = place.coordinate, e = 1e-7
        let box = GeoBounds(west: max(-180, c.longitude - e), south: max(-90, c.latitude - e),
                            east: min(180, c.longitude + e), north: min(90, c.latitude + e))
        var z = zoom
        while true {
            let shown = index.items(in: box, zoom: z).contains { item in
                if case .place(let p) = item { return p.id == place.id }
                return false
            }
            if shown { return z }
            if z >= maxZoom { return nil }
            z = min(maxZoom, z + 1)
        }
    }

    /// Inside the view with `pinRoom` to spare.
    static func isComfortablyVisible(_ c: Coordinate, in viewport: Viewport) -> Bool {
        let p = viewport.screenPoint(for: c)
        let room = pinRoom
        return p.x >= room.left && p.x <= viewport.size.width - room.right
            && p.y >= room.top && p.y <= viewport.size.height - room.bottom
    }
}
