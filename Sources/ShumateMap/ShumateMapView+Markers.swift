import MapCore
import MapRender

extension ShumateMapView {
    /// Brings the marker widgets in line with the index's items around the view: a change set, so markers
    /// that stay keep their widgets; only entering items get new ones and only leaving ones are removed.
    func syncMarkers() {
        guard let index, !viewport.size.isEmpty else { return }
        var area = viewport
        area.size = PixelSize(width: area.size.width + 2 * Self.markerMargin, height: area.size.height + 2 * Self.markerMargin)
        indexQueryCount += 1
        let items = index.items(in: area.visibleBounds, zoom: area.zoom)
        apply(sync.update(to: items))
        updateSelectedMarker()
    }

    func apply(_ update: MarkerSync.Update) {
        for item in update.remove {
            guard let m = markers.removeValue(forKey: item.id) else { continue }
            tree.remove(m, selected: false)
            itemIDsByKey[m.key] = nil
            if hiddenForSelection == item.id { hiddenForSelection = nil }
        }
        for item in update.add {
            guard let texture = texture(for: item, selected: false) else { continue }
            let m = MarkerWidget(texture: texture, at: item.coordinate)
            m.setSpokenName(renderer.spokenName(of: item))
            tree.add(m, selected: false)
            markers[item.id] = m
            itemIDsByKey[m.key] = item.id
        }
        for item in update.restyle {
            guard let m = markers[item.id], let texture = texture(for: item, selected: false) else { continue }
            m.setTexture(texture)
            m.setSpokenName(renderer.spokenName(of: item))
            m.move(to: item.coordinate)
        }
    }

    /// Removes every marker through the same counted path as a sync.
    func removeAllMarkers() {
        apply(sync.update(to: []))
        updateSelectedMarker()
    }

    /// The selected place gets a bigger pin in the layer above, and its normal pin hides.
    func updateSelectedMarker() {
        if let current = selectedMarker, current.placeID != selectedPlaceID || sync.shown["p:" + current.placeID] == nil {
            tree.remove(current.marker, selected: true)
            itemIDsByKey[current.marker.key] = nil
            selectedMarker = nil
        }
        if let hidden = hiddenForSelection, hidden != selectedPlaceID.map({ "p:" + $0 }) {
            markers[hidden]?.setVisible(true)
            hiddenForSelection = nil
        }
        guard let id = selectedPlaceID, let item = sync.shown["p:" + id] else { return }
        if selectedMarker == nil, let texture = texture(for: item, selected: true) {
            let m = MarkerWidget(texture: texture, at: item.coordinate)
            m.setSpokenName(renderer.spokenName(of: item, selected: true))
            tree.add(m, selected: true)
            itemIDsByKey[m.key] = item.id
            selectedMarker = (m, id)
        }
        markers[item.id]?.setVisible(false)
        hiddenForSelection = item.id
    }

    /// One texture per distinct look (a category's pin, a bubble's count and colours), shared by every marker.
    func texture(for item: MapItem, selected: Bool) -> MarkerTexture? {
        let key: String
        switch item {
        case .place(let p): key = "pin:\(p.categoryID):\(selected)"
        case .cluster(let c): key = "cluster:\(c.count):" + c.categoryCounts.map { "\($0.categoryID)=\($0.count)" }.joined(separator: ",")
        }
        if let t = textures[key] { return t }
        // Bounded: bubbles of every count seen in a long session would otherwise pile up.
        if textures.count > 2048 { textures.removeAll() }
        guard let image = renderer.markerImage(for: item, selected: selected, scale: Double(max(1, widget.scaleFactor))),
              let t = MarkerTexture(image) else { return nil }
        textures[key] = t
        return t
    }

    /// Marker widgets in the main layer (tests and the churn measurement read it).
    public var markerCount: Int { tree.markerCount }
    /// Markers added and removed since the map was made.
    public var markerChurn: (added: Int, removed: Int) { (sync.added, sync.removed) }
    /// Item ids shown as markers now.
    public var shownItemIDs: Set<String> { Set(sync.shown.keys) }
    /// Whether updates use change sets (true) or remove and re-add every marker (the baseline).
    public var usesChangeSets: Bool {
        get { sync.usesChangeSets }
        set { sync.usesChangeSets = newValue }
    }
}
