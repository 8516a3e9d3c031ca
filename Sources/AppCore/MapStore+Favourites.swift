import MapCore

extension MapStore {
    /// Reads the favourites file (a corrupt one is kept aside and reported in the banner) and keeps it for saves.
    public func attach(favouritesFile file: FavouritesFile, dataSourceID: String) {
        favouritesFile = file
        self.dataSourceID = dataSourceID
        let loaded = file.load()
        favourites = loaded.favourites
        favouritesVersion += 1
        if let warning = loaded.warning { showBanner(warning) }
        publish(.favourites)
    }

    /// This data set's favourites, in the order they were starred.
    public var favouritesHere: [Favourite] { favourites.filter { $0.source == dataSourceID } }

    public func isFavourite(_ place: Place) -> Bool {
        favourites.contains { $0.source == dataSourceID && $0.placeID == place.id }
    }

    /// True when the data no longer has the favourite's place (it is still listed with its last name and point).
    public func isMissing(_ favourite: Favourite) -> Bool {
        placesLoaded && favourite.source == dataSourceID && !placeIDs.contains(favourite.placeID)
    }

    /// The loaded places' ids, one pass over them per change of `places` instead of one per favourite asked.
    var placeIDs: Set<Place.ID> {
        if let cached = placeIDsCache { return cached }
        let ids = Set(places.lazy.map(\.id))
        placeIDsCache = ids
        return ids
    }

    /// Stars or unstars `place`, then saves.
    public func toggleFavourite(_ place: Place) {
        if isFavourite(place) {
            removeFavourite(Favourite.Key(source: dataSourceID, placeID: place.id))
            return
        }
        // Refused rather than kept unsaved: a file the next start could not read would lose every favourite.
        guard favourites.count < Limits.favourites else {
            showBanner("Not starred: Pinmap keeps at most \(Limits.favourites) favourites")
            return
        }
        let added = favourites + [Favourite(source: dataSourceID, place: place)]
        if let file = favouritesFile {
            do { _ = try file.encoded(added) } catch {
                showBanner("Not starred: \(error)")
                return
            }
        }
        favourites = added
        favouritesChanged()
    }

    /// Removes a favourite, also one whose place has left the data.
    public func removeFavourite(_ key: Favourite.Key) {
        let before = favourites.count
        favourites.removeAll { $0.key == key }
        guard favourites.count != before else { return }
        favouritesChanged()
    }

    /// Ticks or unticks the panel's "Favourites" row: alone, the map shows only starred places; with categories,
    /// starred places join the ticked categories' ones.
    public func setFavouritesShown(_ shown: Bool) {
        guard shown != favouritesShown else { return }
        favouritesShown = shown
        publish([.favourites, .mapState])
        if placesLoaded { requestIndexBuild() }
    }

    func favouritesChanged() {
        favouritesVersion += 1
        if let file = favouritesFile {
            do { try file.save(favourites) } catch { showBanner("Favourites could not be saved: \(error)") }
        }
        publish(.favourites)
        if favouritesShown, placesLoaded { requestIndexBuild() }
    }

    /// What the index is built over: every place and the ticked categories, or with the Favourites row ticked,
    /// the ticked categories' places plus the starred ones, under a new version each time (so no cached set is reused).
    func nextIndexInput() -> PlaceIndexRequest {
        guard favouritesShown else {
            // A places server's places are one part; files' layers are one part each, hidden ones filtered out.
            if remoteLoader != nil { return PlaceIndexRequest(parts: [places], visibleParts: [true], version: placesVersion, categories: state.categoryIDs) }
            return PlaceIndexRequest(parts: layers.layers.map(\.places), visibleParts: layers.layers.map(\.visible),
                                     version: layerPartsVersion, categories: state.categoryIDs,
                                     // Where the map is flying (to fit a file just opened), else where it is.
                                     view: camera.requested ?? viewport)
        }
        favouritesVersion += 1
        let starred = Set(favouritesHere.map(\.placeID))
        let list = places.filter { state.categoryIDs.contains($0.categoryID) || starred.contains($0.id) }
        // Negative versions are filtered sets, never equal to a place load's.
        return PlaceIndexRequest(parts: [list], visibleParts: [true], version: -(placesVersion << 24 | favouritesVersion & 0xFF_FFFF) - 1,
                                 categories: Set(list.map(\.categoryID)))
    }

    /// The categories the map draws icons for.
    var shownCategories: [PlaceCategory] { favouritesShown ? categories : selectedCategories }
}

extension MapStore {
    /// The ids of this data set's starred places (for search, which runs off the main thread).
    public var favouritePlaceIDs: Set<Place.ID> {
        Set(favouritesHere.map(\.placeID))
    }
}
