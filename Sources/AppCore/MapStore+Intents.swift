import DeepLinks
import MapCore

extension MapStore {
    /// Switches the basemap; places and clusters stay as they are.
    public func selectStyle(_ id: MapStyle.ID) {
        guard id != state.styleID, service.styles.contains(where: { $0.id == id }) else { return }
        state.styleID = id
        mapView.show(style: style)
        saveSettings()
        publish(.mapState)
    }

    /// Ticks or unticks one category and re-clusters off the main thread.
    public func setCategory(_ id: PlaceCategory.ID, enabled: Bool) {
        guard categories.contains(where: { $0.id == id }) else { return }
        var ids = state.categoryIDs
        if enabled { ids.insert(id) } else { ids.remove(id) }
        setCategories(ids)
    }

    public func toggleCategory(_ id: PlaceCategory.ID) {
        setCategory(id, enabled: !state.categoryIDs.contains(id))
    }

    public func selectAllCategories() { setCategories(Set(categories.map(\.id))) }

    public func selectNoCategories() { setCategories([]) }

    private func setCategories(_ ids: Set<PlaceCategory.ID>) {
        guard ids != state.categoryIDs else { return }
        state.categoryIDs = ids
        var change: StoreChange = .mapState
        // A selected place whose category went away must not keep a popover open.
        if let p = selection.place, !ids.contains(p.categoryID) {
            change.insert(clearSelectionSilently())
        } else if let shape = selection.shape, !ids.contains(shape.categoryID) {
            change.insert(clearSelectionSilently())
        } else if case .group(let list) = selection {
            let kept = list.filter { ids.contains($0.categoryID) }
            if kept.count != list.count {
                // The filtered list no longer matches the cluster's pages, so it stops growing.
                groupPaging = nil
                if kept.count > 1 { selection = .group(kept) } else { _ = clearSelectionSilently() }
                change.insert(.selection)
            }
        }
        saveSettings()
        showShapesForTickedCategories()
        publish(change)
        if placesLoaded { requestIndexBuild() }
    }

    /// Opens one place's callout, pointing at the place.
    public func selectPlace(_ place: Place) {
        if place.id != keptListPlace?.id { releaseKeptRow() }
        selection = .place(place)
        mapView.select(shapeID: nil)
        mapView.select(placeID: place.id)
        publish(.selection)
    }

    /// Opens the list of a cluster's places (ones the map cannot split); `paging` when `group` is its first page.
    public func selectGroup(_ group: [Place], paging: GroupPaging? = nil) {
        guard group.count > 1 else {
            if let only = group.first { selectPlace(only) }
            return
        }
        releaseKeptRow()
        groupPaging = paging
        selection = .group(group)
        mapView.select(shapeID: nil)
        mapView.select(placeID: nil)
        publish(.selection)
    }

    /// Adds the next page of the listed cluster's places to the list.
    public func showMoreOfGroup() {
        guard case .group(let shown) = selection, let paging = groupPaging, let index else { return }
        let next = index.leaves(ofCluster: paging.clusterID, limit: Self.groupLimit, offset: shown.count)
        let all = shown + next
        if next.isEmpty || all.count >= paging.total { groupPaging = nil }
        selection = .group(all)
        publish(.selection)
    }

    /// Closes the popover (Escape, a click on empty map).
    public func clearSelection() {
        let change = clearSelectionSilently()
        publish(change)
    }

    private func clearSelectionSilently() -> StoreChange {
        guard selection != .none else { return [] }
        selection = .none
        mapView.select(shapeID: nil)
        mapView.select(placeID: nil)
        return .selection
    }

    /// The map moved or zoomed (told by the map itself).
    public func viewportChanged(_ vp: Viewport) {
        guard vp != viewport else { return }
        camera.report(vp)
        remoteLoader?.viewChanged(vp)
        scheduleViewportSave()
        publish(.viewport)
    }

    public func setPanel(width: Int? = nil, visible: Bool? = nil) {
        var changed = false
        if let width {
            let w = min(AppSettings.panelWidthRange.upperBound, max(AppSettings.panelWidthRange.lowerBound, width))
            if w != panelWidth { panelWidth = w; changed = true }
        }
        if let visible, visible != panelVisible { panelVisible = visible; changed = true }
        guard changed else { return }
        saveSettings()
        publish(.panel)
    }

    public func showBanner(_ message: String) {
        banner = message
        publish(.banner)
    }

    public func dismissBanner() {
        guard banner != nil else { return }
        banner = nil
        publish(.banner)
    }
}
