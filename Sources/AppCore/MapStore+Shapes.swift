import MapCore

extension MapStore {
    /// Opens a line's or an area's popover at `at` (the point clicked on it) and highlights it.
    public func selectShape(_ shape: PlaceShape, at: Coordinate) {
        selection = .shape(shape, at: at)
        mapView.select(placeID: nil)
        mapView.select(shapeID: shape.id)
        publish(.selection)
    }

    /// Opens the popover of a line or an area chosen in "Places in view" (no click point): anchored at its vertex
    /// nearest the map centre, kept inside the view. - Complexity: O(vertices).
    public func revealShape(_ shape: PlaceShape) {
        // The list may be a moment old: a shape whose category was just unticked is not on the map.
        guard state.categoryIDs.contains(shape.categoryID) else { return }
        let centre = viewport.screenPoint(for: viewport.center)
        var best = centre, bestDistance = Double.infinity
        let outlines: [[Coordinate]]
        switch shape.geometry {
        case .lines(let parts): outlines = parts
        case .areas(let polygons): outlines = polygons.compactMap(\.first)
        }
        for c in outlines.lazy.joined() {
            let p = viewport.screenPoint(for: c)
            let d = (p.x - centre.x) * (p.x - centre.x) + (p.y - centre.y) * (p.y - centre.y)
            if d < bestDistance { bestDistance = d; best = p }
        }
        let size = viewport.size
        let anchor = PixelPoint(x: min(max(best.x, 0), size.width), y: min(max(best.y, 0), size.height))
        selectShape(shape, at: viewport.coordinate(at: anchor))
    }

    /// The visible layers' lines and areas go to the map, indexed again only when they changed.
    func showVisibleShapes() {
        let list = layers.visibleShapes
        guard list.map(\.id) != shapes.map(\.id) else { return }
        didLoadShapes(list)
    }

    /// Keeps the given lines and areas, counts them per category and indexes them off the main thread: a
    /// 10-million-point track is projected and simplified there, and the window keeps drawing meanwhile.
    func didLoadShapes(_ list: [PlaceShape]) {
        shapes = list
        var counts: [PlaceCategory.ID: Int] = [:]
        for s in list { counts[s.categoryID, default: 0] += 1 }
        shapeCounts = counts
        shapeBuilds += 1
        let build = shapeBuilds
        guard !list.isEmpty else {
            shapeIndex = nil
            pending.finish(.shapes)
            mapView.show(shapes: nil, categories: state.categoryIDs)
            publish(.places)
            return
        }
        publish(.places)
        pending.start(.shapes)
        let poster = self.poster
        Task.detached {
            let index = ShapeIndex(list)
            index.prepare()
            let handOff = ShapeIndexHandOff(index)
            poster.post { [weak self] in self?.didBuildShapes(handOff, build: build) }
        }
    }

    func didBuildShapes(_ handOff: ShapeIndexHandOff, build: Int) {
        // A newer load replaced these shapes while they were indexed.
        guard build == shapeBuilds else { return }
        shapeIndex = handOff.index
        pending.finish(.shapes)
        mapView.show(shapes: handOff.index, categories: state.categoryIDs)
        publish(.index)
    }

    /// Ticked categories changed: the map draws only theirs (no new index; the map filters what it queries).
    func showShapesForTickedCategories() {
        guard let shapeIndex else { return }
        mapView.show(shapes: shapeIndex, categories: state.categoryIDs)
    }
}
