import Foundation
import Clustering
import MapCore
import MapData

/// Layers: every opened file beside the bundled places, each hideable and removable; the visible layers' places
/// share one clustering index. Files are read off the main thread and come back through the poster.
extension MapStore {
    /// Opens place files as layers (Open…, a drop, `pinmap FILE…`, a second instance). A file already open is
    /// not read twice: its layer is shown and the map flies to it.
    public func openLayers(paths: [String]) {
        for path in paths { openLayer(path: path) }
    }

    /// Opens one file as a layer; see `openLayers(paths:)`.
    public func openLayer(path: String) {
        let id = Self.layerID(forPath: path)
        if let existing = layers[id] {
            if !existing.visible { setLayerVisible(id, true) }
            if existing.state == .loaded { flyToFit(existing) }
            return
        }
        layers.put(PlaceLayer(path: id))
        publish(.layers)
        startLayerLoad(id, fresh: true)
    }

    /// Starts reading the layers `state.json` remembered (put in the list by `init`).
    func loadRestoredLayers() {
        for layer in layers.files where layer.state == .loading && !layerLoads.isRunning(layer.id) {
            startLayerLoad(layer.id, fresh: false)
        }
    }

    /// Adds a layer remembered from the last run; a file that has gone stays as a row that says so.
    public func restoreLayer(path: String, visible: Bool) {
        let id = Self.layerID(forPath: path)
        guard !layers.contains(id) else { return }
        var layer = PlaceLayer(path: id)
        layer.visible = visible
        layers.put(layer)
        publish(.layers)
        startLayerLoad(id, fresh: false)
    }

    /// Reads the layer's file again (it changed on disk); the view, the selection if its place is still
    /// there, and the last good places if the file is now unreadable, all stay.
    public func reloadLayer(_ id: String) {
        guard layers[id]?.isBundled == false else { return }
        startLayerLoad(id, fresh: false)
    }

    /// Shows or hides a layer's places (the bundled places too) and re-clusters.
    public func setLayerVisible(_ id: String, _ visible: Bool) {
        guard let layer = layers[id], layer.visible != visible else { return }
        layers.update(id) { $0.visible = visible }
        var change: StoreChange = [.layers, .places]
        if !visible, let p = selection.place, layer.holds(p) {
            clearSelection(); change.insert(.selection)
        }
        // The same places, one layer more or fewer shown: the builder re-filters what it prepared.
        recombineLayers(partsChanged: false)
        saveSettings()
        publish(change)
        if placesLoaded { requestIndexBuild() }
    }

    /// Removes a file's layer; a load still running is cancelled and its result dropped.
    public func removeLayer(_ id: String) {
        guard let layer = layers[id], !layer.isBundled else { return }
        layerLoads.cancel(id)
        layers.remove(id)
        if let p = selection.place, layer.holds(p) { clearSelection() }
        recombineLayers()
        saveSettings()
        publish([.layers, .places, .selection])
        if placesLoaded { requestIndexBuild() }
    }

    /// Locate… on a layer whose file has gone: `path` becomes its file, in the same place in the list with the same
    /// visibility, and its favourites are keyed by the new path. A path already open as another layer is refused.
    public func locateLayer(_ id: String, at path: String) {
        let newID = Self.layerID(forPath: path)
        guard let old = layers[id], !old.isBundled, newID != id, !layers.contains(newID) else { return }
        layerLoads.cancel(id)
        var layer = PlaceLayer(path: newID)
        layer.visible = old.visible
        layers.replace(id, with: layer)
        if let p = selection.place, old.holds(p) { clearSelection() }
        let prefix = id + "#"
        let moved = favourites.map { f -> Favourite in
            guard f.placeID.hasPrefix(prefix) else { return f }
            var f = f
            f.placeID = newID + "#" + f.placeID.dropFirst(prefix.count)
            return f
        }
        if moved != favourites {
            favourites = moved
            favouritesChanged()
        }
        recombineLayers()
        saveSettings()
        publish([.layers, .places, .selection])
        if placesLoaded { requestIndexBuild() }
        startLayerLoad(newID, fresh: true)
    }

    /// The file a place came from ("trip.kml"); nil for a bundled place.
    public func layerName(of place: Place) -> String? {
        layers.layer(ofPlaceID: place.id)?.name
    }

    /// True while any layer's file is being read.
    public var isLoadingLayers: Bool { layers.files.contains { $0.state == .loading } }

    /// A path made absolute and standardized: the same file opened as `./a.kml` and `/home/me/a.kml` is one layer.
    public static func layerID(forPath path: String) -> String {
        URL(fileURLWithPath: path).standardized.path
    }

    // MARK: - Loading

    func startLayerLoad(_ id: String, fresh: Bool) {
        if fresh || layers[id]?.places.isEmpty == true { layers.update(id) { $0.state = .loading } }
        let catalog = service.categories, poster = self.poster, builder = indexBuilder, plan = quickPlan(fits: fresh)
        layerLoads.begin(id) { token, stop in
            Task.detached(priority: .userInitiated) {
                let result: Result<LoadedPlaces, PlaceFileError>
                var extent: GeoBounds?
                var quick: LayerQuickIndex?
                do throws(PlaceFileError) {
                    // Ids are made unique as the places are read, on the reading threads: no million-place copy after.
                    let options = PlaceFileOptions(idPrefix: PlaceLayer.placeID(layer: id, id: ""))
                    let loaded = try PlaceFileLoader.load(contentsOf: URL(fileURLWithPath: id), catalog: catalog, options: options,
                                                          cancellation: stop)
                    // The box the map flies to, off the main thread too.
                    extent = PlaceLayer.extent(places: loaded.places, shapes: loaded.shapes)
                    // And a large file's first clusters, of the view the map will fly to: no main-loop round-trip first.
                    if let plan, let request = plan.request(layer: id, places: loaded.places, categories: loaded.categories, extent: extent),
                       !stop.isCancelled, let index = builder.quickIndex(for: request) {
                        quick = LayerQuickIndex(index: index, request: request, plan: plan)
                    }
                    result = .success(loaded)
                } catch {
                    result = .failure(error)
                }
                // A removed layer's places are never built into an index: drop them here, off the main thread.
                if Task.isCancelled { return }
                poster.post { [weak self] in self?.didLoadLayer(id, token: token, fresh: fresh, result, extent: extent, quick: quick) }
            }
        }
    }

    /// The state a load's quick index is made from; nil when the index is not made of the layers (a places server,
    /// the Favourites row) or the bundled places are still loading.
    private func quickPlan(fits: Bool) -> LayerQuickPlan? {
        guard placesLoaded, !favouritesShown, remoteLoader == nil else { return nil }
        return LayerQuickPlan(layerIDs: layers.layers.map(\.id), parts: layers.layers.map(\.places), visibleParts: layers.layers.map(\.visible),
                              partsVersion: layerPartsVersion, categoryIDs: state.categoryIDs, knownCategoryIDs: Set(categories.map(\.id)),
                              catalogCategoryIDs: Set(service.categories.map(\.id)), viewport: viewport, maxFitZoom: Self.searchZoom, fits: fits)
    }

    func didLoadLayer(_ id: String, token: Int, fresh: Bool, _ result: Result<LoadedPlaces, PlaceFileError>, extent: GeoBounds? = nil,
                      quick: LayerQuickIndex? = nil) {
        let partsBefore = layerPartsVersion
        guard layerLoads.finish(id, token: token), let before = layers[id] else { return }
        switch result {
        case .success(let loaded) where loaded.places.isEmpty && loaded.shapes.isEmpty:
            let reason = loaded.report.problems.first.map { "no usable place (\($0.description))" } ?? "no places in it"
            failLayer(before, fresh: fresh, reason: reason, missing: false)
        case .success(let loaded):
            var layer = before
            layer.places = loaded.places
            layer.shapes = loaded.shapes
            layer.extent = extent ?? PlaceLayer.extent(places: loaded.places, shapes: loaded.shapes)
            let known = Set(categories.map(\.id)), catalogIDs = Set(service.categories.map(\.id))
            layer.categories = loaded.categories.filter { !catalogIDs.contains($0.id) }
            layer.state = .loaded
            layer.problems = loaded.report.problems.filter(\.skipsFeature).map(\.description)
            // New categories arrive ticked, as every category is at first start.
            for c in layer.categories where !known.contains(c.id) { state.categoryIDs.insert(c.id) }
            layers.put(layer)
            var change: StoreChange = [.layers, .places, .mapState]
            if let p = selection.place, p.id.hasPrefix(id + "#") {
                // A search through the layer's places, but only when one of them is selected.
                if let now = layer.places.first(where: { $0.id == p.id }) {
                    selection = .place(now)
                } else {
                    clearSelection()
                }
                change.insert(.selection)
            }
            // The toast's words first: recombining may publish (the layer's lines and areas go to the map).
            if fresh { notify(Self.summary(places: layer.places.count, shapes: layer.shapes, name: layer.name), problems: layer.problems) }
            recombineLayers()
            if fresh {
                saveSettings()
                flyToFit(layer)
            }
            publish(change)
            // The load's quick clusters, if made of what the store has now, are drawn in this same main-loop item.
            let shown = layers.layers
            if let quick, quick.plan.matches(quick.request, layerIDs: shown.map(\.id), visible: shown.map(\.visible),
                                             partsVersion: partsBefore, categories: state.categoryIDs) {
                didBuild(.success(quick.index))
                requestIndexBuild(quickShown: true)
            } else if placesLoaded {
                requestIndexBuild()
            }
        case .failure(let error):
            let missing: Bool
            if case .fileNotFound = error { missing = true } else { missing = false }
            failLayer(before, fresh: fresh, reason: Self.reason(error), missing: missing)
        }
    }

    /// A file opened now that gave nothing goes away with a toast; a restored or reloaded one keeps its row
    /// (and its last good places) and says why.
    private func failLayer(_ layer: PlaceLayer, fresh: Bool, reason: String, missing: Bool) {
        if fresh {
            layers.remove(layer.id)
            notify("\(layer.name): \(reason)", problems: [])
            publish(.layers)
            return
        }
        layers.update(layer.id) { $0.state = missing ? .missing : .failed(reason) }
        publish(.layers)
    }

    private func notify(_ message: String, problems: [String]) {
        layerNotice = LayerNotice(message: message, problems: problems, serial: (layerNotice?.serial ?? 0) + 1)
    }

    /// The error without the path the row already names.
    static func reason(_ error: PlaceFileError) -> String {
        switch error {
        case .fileNotFound: return "the file is not there"
        case .unreadable(_, let reason): return "cannot be read: \(reason)"
        case .tooLarge(_, let detail): return "too large: \(detail)"
        case .notUTF8(_, let detail): return "not UTF-8 text (\(detail))"
        case .unrecognisedFormat: return "not a format Pinmap reads (GeoJSON, KML, KMZ, GPX, CSV)"
        case .malformed(_, let format, let line, let detail):
            return "not valid \(format)" + (line.map { " at line \($0)" } ?? "") + ": \(detail)"
        case .refused(_, let detail): return "refused: \(detail)"
        case .cancelled: return "reading was stopped"
        }
    }

    /// "12 places, 2 tracks from trip.kml".
    static func summary(places: Int, shapes: [PlaceShape], name: String) -> String {
        String(format: tr("%@ from %@"), LayerContents.text(places: places, shapes: shapes), name)
    }

    /// Puts the visible layers' places in `places` with their counts per category. A large set is joined and
    /// counted off the main thread and handed over in one step (`.places` is published then); the index does not
    /// wait for it, as the builder takes the layers' own arrays. `partsChanged` false: only visibility changed.
    func recombineLayers(partsChanged: Bool = true) {
        placesVersion += 1
        if partsChanged { layerPartsVersion = placesVersion }
        showVisibleShapes()
        layerJoins += 1
        let parts = layers.layers.filter(\.visible).map(\.places)
        guard layers.visiblePlaceCount > layerJoinSyncLimit else {
            pending.finish(.layers)
            takeJoin(LayerJoin(parts))
            return
        }
        pending.start(.layers)
        let token = layerJoins, poster = self.poster
        let deliver: @Sendable (LayerJoin) -> Void = { join in
            poster.post { [weak self] in
                // A newer join replaced this one: let it go off the main thread, as a million places take a while to free.
                guard let self, token == self.layerJoins else { OffMainRelease.drop(join); return }
                self.pending.finish(.layers)
                self.takeJoin(join)
                self.publish(.places)
            }
        }
        // A new file's join runs beside its index build, lowered too, while the map flies to it; a layer shown or
        // hidden is what the person waits for.
        if partsChanged {
            BuildLane.detachLowered(patience: Self.loweredJoinPatience, { LayerJoin(parts) }, deliver: deliver)
        } else {
            Task.detached(priority: .userInitiated) { deliver(LayerJoin(parts)) }
        }
    }

    /// Swaps in a join's places and counts; the places shown before are freed off the main thread.
    private func takeJoin(_ join: LayerJoin) {
        let previous = places
        places = join.places
        categoryCounts = join.categoryCounts
        OffMainRelease.drop(consume previous)
    }

    /// Flies to show all of a layer's places and shapes; the view stays when they are all in it already.
    /// A map not laid out yet (a file given at start) is asked again shortly, a few times.
    func flyToFit(_ layer: PlaceLayer, attempts: Int = 20) {
        guard viewport.size.width >= 64, viewport.size.height >= 64 else {
            guard attempts > 0 else { return }
            let id = layer.id
            poster.post(after: 0.1) { [weak self] in
                guard let self, let now = self.layers[id], now.state == .loaded else { return }
                self.flyToFit(now, attempts: attempts - 1)
            }
            return
        }
        guard let bounds = layer.extent, let target = LayerQuickPlan.fitTarget(viewport, extent: bounds, maxZoom: Self.searchZoom) else { return }
        moveMap(to: target, animated: true)
    }
}
