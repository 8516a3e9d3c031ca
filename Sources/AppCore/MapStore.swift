import Clustering
import DeepLinks
import MapCore

/// The single source of truth. The panel and the map never talk to each other: they send intents
/// here and render what observers are told. Talks only to `any MapView` and `any MapService`.
@MainActor
public final class MapStore {
    /// Places, categories and styles; its styles are replaced when downloaded areas come or go (`MapStore+Styles`).
    public internal(set) var service: any MapService
    public let mapView: any MapView
    let indexBuilder: any PlaceIndexBuilding
    let poster: any MainThreadPoster
    let settingsFile: SettingsFile?
    /// Opens links outside the app; nil (tests, headless) makes every launch fail over to a copy.
    let linkOpener: (any LinkOpening)?
    let clipboard: (any ClipboardWriting)?

    /// Style and ticked categories.
    public internal(set) var state: MapState
    /// The map's camera: what it last reported, what the app last asked for (the one owner of the viewport).
    public internal(set) var camera: Camera
    /// What the map last reported showing (`camera.reported`).
    public var viewport: Viewport { camera.reported }
    public internal(set) var selection: Selection = .none {
        // Only a cluster's list has more pages to show.
        didSet { if case .group = selection {} else { groupPaging = nil } }
    }
    /// The rest of the listed cluster, while its list shows only its first pages.
    public internal(set) var groupPaging: GroupPaging?
    /// Every place the service gave, in its order.
    public internal(set) var places: [Place] = [] { didSet { placeIDsCache = nil; placesChanges += 1 } }
    /// Counts changes of `places` (the search index is rebuilt per count; see `placesRevision`).
    var placesChanges = 0
    /// `places`' ids, made when first asked after a change (the favourites list asks for each favourite at every publish).
    var placeIDsCache: Set<Place.ID>?
    public internal(set) var placesLoaded = false
    /// Why loading places failed, for the banner; nil when it worked.
    public internal(set) var loadError: String?
    /// Places per category id, over all places (not only ticked ones).
    public internal(set) var categoryCounts: [PlaceCategory.ID: Int] = [:]
    /// Every line and area the service gave, in its order, and how many of them each category has.
    public internal(set) var shapes: [PlaceShape] = []
    public internal(set) var shapeCounts: [PlaceCategory.ID: Int] = [:]
    /// The index of every shape on the map (built off the main thread), and how many builds were asked for, so
    /// only the newest is shown (`MapStore+Shapes`).
    public internal(set) var shapeIndex: ShapeIndex?
    var shapeBuilds = 0
    /// The index currently on the map, built for `state.categoryIDs`.
    public internal(set) var index: (any PlaceIndex)?
    /// True while the map shows a quick one-level index and the full one is still being built.
    public var indexIsQuick: Bool { index is QuickClusterIndex }
    public internal(set) var linkPreferences: LinkPreferences
    /// Installed geo: handlers (Pinmap excluded), reported by the shell.
    public internal(set) var desktopApps: [DesktopMapApp] = []
    public internal(set) var panelWidth: Int
    public internal(set) var panelVisible: Bool
    /// Light, dark or the desktop's style (Preferences).
    public internal(set) var appearance: MapAppearance
    /// The map implementation Preferences chose for the next launch (an opaque name; see `MapViewSetting`).
    public internal(set) var mapViewSetting: MapViewSetting?
    /// The online geocoder Preferences chose for the next launch; nil: offline.
    public internal(set) var geocoderSetting: GeocoderSetting?
    /// A one-line message for the window's banner.
    public internal(set) var banner: String?
    /// The marker a `geo:` link or typed coordinates dropped, with its label; nil when none.
    public internal(set) var droppedMarker: DroppedMarker?
    /// What the side panel's "Places in view" list shows; recomputed when the shell says the view has settled.
    public internal(set) var placesInView = PlacesInView.empty
    /// Where the person is and what the location button asked for (`MapStore+Location`).
    public internal(set) var location = LocationModel()
    public internal(set) var locationSource: (any LocationSource)?
    /// Starred places of every data source, and whether the panel's Favourites row is ticked (`MapStore+Favourites`).
    public internal(set) var favourites: [Favourite] = []
    public internal(set) var favouritesShown = false
    var favouritesFile: FavouritesFile?
    var favouritesVersion = 0
    /// Names this data set in favourites: the data file's path or the places server's URL.
    public internal(set) var dataSourceID = "bundled"
    /// The bundled places and every opened file, in panel order (`MapStore+Layers`).
    public internal(set) var layers = LayerList()
    /// The last "opened trip.kml" message for the window's toast.
    public internal(set) var layerNotice: LayerNotice?
    var layerLoads = LayerLoads()

    /// Increases with every change of `places` (the search index follows it), and with every place load.
    var placesVersion = 0
    /// The `placesVersion` at which the layers' places last changed (a load, a removal), not their visibility:
    /// the index builder keeps its prepared places per this version and filters hidden layers out of them.
    var layerPartsVersion = 0
    /// Counts joins of the visible layers' places, so only the newest one's result is taken (`MapStore+Layers`).
    var layerJoins = 0
    /// Up to this many visible places are joined on the main thread at once (a millisecond or two); more are
    /// joined off it and handed over in one step.
    var layerJoinSyncLimit = 50_000
    /// How long a new file's lowered join (about 160 ms for a million places) may take before it also runs at normal
    /// priority: the idle class gets no time on a machine kept busy by other programs.
    static let loweredJoinPatience = Duration.seconds(3)
    /// Index and shape builds, layer joins and settings saves under way (the debug dump's `busy` and `isIdle`).
    var pending = PendingWork()
    /// A search result waiting for the index that includes its category (see `showSearchResult`).
    var pendingReveal: Place?
    /// The place opened from "Places in view", kept in the list until the person moves on (`MapStore+KeptRow`).
    public internal(set) var keptListPlace: Place?
    /// Box-by-box loading when the service is remote (`MapStore+RemotePlaces`); nil for a file.
    public internal(set) var remoteLoader: RemotePlaceLoader?
    /// How a remote service is loaded; set before `start()`.
    public var remoteLoadOptions = RemoteLoadOptions()
    private var observers: [@MainActor (StoreChange) -> Void] = []
    /// The search box's query, answer and index (`startSearch`); nil until the window asks for it.
    public internal(set) var search: PlaceSearch?

    /// `settingsFile` nil keeps nothing between runs (tests, `--render`). Every dependency comes here; none is set later.
    public init(service: any MapService, mapView: any MapView, indexBuilder: any PlaceIndexBuilding,
                poster: any MainThreadPoster, settingsFile: SettingsFile?, settings: AppSettings = .defaults,
                startup: StartupOptions = StartupOptions(), linkOpener: (any LinkOpening)? = nil,
                clipboard: (any ClipboardWriting)? = nil) {
        self.service = service
        self.linkOpener = linkOpener
        self.clipboard = clipboard
        self.mapView = mapView
        self.indexBuilder = indexBuilder
        self.poster = poster
        self.settingsFile = settingsFile
        linkPreferences = settings.linkPreferences
        panelWidth = settings.panelWidth
        panelVisible = settings.panelVisible
        appearance = settings.appearance ?? .system
        mapViewSetting = settings.mapView
        geocoderSetting = settings.geocoder
        state = Self.initialState(service: service, saved: settings.mapState, styleOverride: startup.styleID)
        let saved = settings.viewport.flatMap { $0.isValid ? $0 : nil } ?? startup.fallbackView
        let center = startup.center ?? saved.center ?? Coordinate(clampingLatitude: 60.1699, wrappingLongitude: 24.9384)
        // The widest range any style allows; the map narrows it to the style's own.
        camera = Camera(reported: Viewport(center: center, zoom: startup.zoom ?? saved.zoom, size: mapView.viewport.size,
                                           scaleFactor: mapView.viewport.scaleFactor, zoomRange: SavedViewport.zoomRange))
        droppedMarker = startup.marker
        layers = LayerList(saved: settings.layers ?? [])
    }

    /// Saved choices that still exist in the catalogue, else the catalogue's defaults (every category ticked).
    static func initialState(service: any MapService, saved: MapState?, styleOverride: MapStyle.ID?) -> MapState {
        let styleIDs = Set(service.styles.map(\.id))
        let categoryIDs = Set(service.categories.map(\.id))
        var state = MapState(styleID: service.defaultStyle.id, categoryIDs: categoryIDs)
        if let saved {
            if styleIDs.contains(saved.styleID) { state.styleID = saved.styleID }
            state.categoryIDs = saved.categoryIDs.intersection(categoryIDs)
        }
        if let styleOverride, styleIDs.contains(styleOverride) { state.styleID = styleOverride }
        return state
    }

    /// The chosen style (the default when the id vanished from the catalogue).
    public var style: MapStyle {
        service.styles.first { $0.id == state.styleID } ?? service.defaultStyle
    }

    /// The catalogue's categories, in panel order.
    public var categories: [PlaceCategory] { layers.categories(catalog: service.categories) }

    /// Ticked categories in catalogue order.
    public var selectedCategories: [PlaceCategory] {
        categories.filter { state.categoryIDs.contains($0.id) }
    }

    /// Registers a closure told about every change (and once now with `.all`).
    public func observe(_ observer: @escaping @MainActor (StoreChange) -> Void) {
        observers.append(observer)
        observer(.all)
    }

    func publish(_ change: StoreChange) {
        guard !change.isEmpty else { return }
        if change.contains(.places) { search?.placesChanged() }
        for o in observers { o(change) }
    }

    /// Puts the map in its first state and starts loading places off the main thread.
    public func start() {
        mapView.delegate = self
        mapView.show(style: style)
        var vp = viewport
        vp.size = mapView.viewport.size
        vp.scaleFactor = mapView.viewport.scaleFactor
        camera.reported = vp
        moveMap(to: vp, animated: false)
        mapView.show(droppedMarker: droppedMarker)
        loadPlaces()
        loadRestoredLayers()
    }

    /// Shown when the service has no places at all.
    public static let noPlacesMessage = "No places to show: the data set is empty or every feature was skipped."

    /// Fetches every place through the service on a background task; the result comes back via the poster.
    func loadPlaces() {
        if startRemoteLoading() { return }
        let service = self.service, poster = self.poster
        Task.detached {
            let result: Result<[Place], any Error>
            do { result = .success(try await service.places(in: nil)) } catch { result = .failure(error) }
            // A service whose lines and areas fail still shows its places; its places' error says what went wrong.
            let shapes = (try? await service.shapes(in: nil)) ?? []
            poster.post { [weak self] in
                self?.layers.update(PlaceLayer.bundledID) { $0.shapes = shapes }
                self?.didLoad(result)
            }
        }
    }

    func didLoad(_ result: Result<[Place], any Error>) {
        switch result {
        case .success(let list):
            layers.update(PlaceLayer.bundledID) { $0.places = list; $0.state = .loaded }
            recombineLayers()
            loadError = nil
            // An empty data set is valid: the map still shows, and the window says why there are no pins.
            if list.isEmpty && layers.visiblePlaceCount == 0 { loadError = Self.noPlacesMessage; banner = loadError }
        case .failure(let error):
            layers.update(PlaceLayer.bundledID) { $0.places = []; $0.state = .failed("\(error)") }
            recombineLayers()
            loadError = "Places could not be loaded: \(error)"
            banner = loadError
        }
        placesLoaded = true
        publish(loadError == nil ? .places : [.places, .banner])
        requestIndexBuild()
    }

    /// Asks for an index over the ticked categories' places; the builder delivers only the newest request's result.
    /// `quickShown`: a quick index of the view is drawn already (a load made it), so the builder makes none.
    func requestIndexBuild(quickShown: Bool = false) {
        pending.start(.index)
        var request = nextIndexInput()
        if quickShown { request.view = nil }
        indexBuilder.build(request) { [weak self] result in
            self?.didBuild(result)
        }
    }

    func didBuild(_ result: Result<any PlaceIndex, PlaceIndexBuildError>) {
        let built: any PlaceIndex
        switch result {
        case .success(let i): built = i
        case .failure(let error):
            pending.finish(.index)
            showBanner(error.description)
            return
        }
        // A quick one-level index comes first for a large new place set; the full one is still on its way.
        if !(built is QuickClusterIndex) { pending.finish(.index) }
        // The index shown before, and through it perhaps the last hold on a place set, is freed off the main thread.
        let previous = index
        index = built
        mapView.show(places: built)
        publish(.index)
        finishPendingReveal()
        OffMainRelease.drop(consume previous)
    }
}
