import AppCore
import DeepLinks
import Foundation
import MapCore

/// A map that records what the store asked of it; no GTK.
@MainActor
final class FakeMapView: MapView {
    weak var delegate: (any MapViewDelegate)?
    private(set) var viewport = Viewport(center: Coordinate(clampingLatitude: 0, wrappingLongitude: 0), zoom: 2,
                                         size: PixelSize(width: 800, height: 600))
    var stylesShown: [MapStyle.ID] = []
    var indexesShown: [any PlaceIndex] = []
    var selectedIDs: [Place.ID?] = []
    var droppedMarkersShown: [DroppedMarker?] = []
    var selectedShapeIDs: [PlaceShape.ID?] = []

    func setViewport(_ viewport: Viewport, animated: Bool) { self.viewport = viewport }
    func show(style: MapStyle) { stylesShown.append(style.id) }
    /// Called as each index is shown (the store's state at that moment can be read).
    var onShowPlaces: (@MainActor (any PlaceIndex) -> Void)?
    func show(places index: any PlaceIndex) { indexesShown.append(index); onShowPlaces?(index) }
    func select(placeID: Place.ID?) { selectedIDs.append(placeID) }
    func select(shapeID: PlaceShape.ID?) { selectedShapeIDs.append(shapeID) }
    var shapesShown: [(index: ShapeIndex?, categories: Set<PlaceCategory.ID>)] = []
    func show(shapes index: ShapeIndex?, categories: Set<PlaceCategory.ID>) { shapesShown.append((index, categories)) }
    func setOffline(_ offline: Bool) {}
    func show(droppedMarker: DroppedMarker?) { droppedMarkersShown.append(droppedMarker) }
    var announced: [String] = []
    func announce(_ text: String) { announced.append(text) }
}

/// Every place is its own item; a cluster id names a same-spot group for `leaves`.
struct FakeIndex: PlaceIndex {
    let places: [Place]
    var groups: [UInt64: [Place]] = [:]
    var placeCount: Int { places.count }
    func items(in bounds: GeoBounds, zoom: Double) -> [MapItem] {
        places.filter { bounds.contains($0.coordinate) }.map(MapItem.place)
    }
    func leaves(ofCluster id: UInt64, limit: Int, offset: Int) -> [Place] {
        Array((groups[id] ?? []).dropFirst(offset).prefix(limit))
    }
}

struct FakeService: MapService {
    enum Failure: Error { case unreadable }
    var fails = false
    var empty = false
    /// Lines and areas the service gives (none by default).
    var shapeList: [PlaceShape] = []
    /// Places the service gives instead of `Samples.places`.
    var placeList: [Place]?
    let styles: [MapStyle] = [
        MapStyle(id: "streets", name: "Streets", urlTemplate: "https://t.example/{z}/{x}/{y}.png", attribution: "© OSM"),
        MapStyle(id: "offline", name: "Offline", kind: .offline, urlTemplate: "", attribution: "Natural Earth"),
    ]
    var defaultStyle: MapStyle { styles[0] }
    let categories: [PlaceCategory] = [
        PlaceCategory(id: "cafe", title: "Cafés", iconName: "cafe", color: RGBColor(red: 0.5, green: 0.3, blue: 0.2)),
        PlaceCategory(id: "pharmacy", title: "Pharmacies", iconName: "pharmacy", color: RGBColor(red: 0.1, green: 0.5, blue: 0.2)),
        PlaceCategory(id: "museum", title: "Museums", iconName: "museum", color: RGBColor(red: 0.7, green: 0.1, blue: 0.4)),
    ]
    func places(in bounds: GeoBounds?) async throws -> [Place] {
        if fails { throw Failure.unreadable }
        return empty ? [] : placeList ?? Samples.places
    }
    func shapes(in bounds: GeoBounds?) async throws -> [PlaceShape] { shapeList }
}

enum Samples {
    static func place(_ id: String, _ category: String, _ lat: Double, _ lon: Double) -> Place {
        Place(id: id, categoryID: category, title: "Title \(id)",
              coordinate: Coordinate(clampingLatitude: lat, wrappingLongitude: lon))
    }
    static let places: [Place] = [
        place("c1", "cafe", 60.170, 24.940), place("c2", "cafe", 60.171, 24.942),
        place("p1", "pharmacy", 60.169, 24.938), place("m1", "museum", 60.172, 24.936),
    ]
}

/// Queues posted work until the test drains it, so ordering is under the test's control.
final class ManualPoster: MainThreadPoster, @unchecked Sendable {
    private let lock = NSLock()
    private var queue: [@MainActor @Sendable () -> Void] = []
    private(set) var delayed: [(Double, @MainActor @Sendable () -> Void)] = []

    func post(_ work: @escaping @MainActor @Sendable () -> Void) {
        lock.lock(); queue.append(work); lock.unlock()
    }
    func post(after delay: Double, _ work: @escaping @MainActor @Sendable () -> Void) {
        lock.lock(); delayed.append((delay, work)); lock.unlock()
    }
    var pendingCount: Int { lock.lock(); defer { lock.unlock() }; return queue.count }

    /// Runs queued work; waits up to `timeout` seconds for at least one item (background tasks post late).
    @MainActor func drain(waitingUpTo timeout: Double = 5) async {
        let deadline = Date().addingTimeInterval(timeout)
        while pendingCount == 0, Date() < deadline { try? await Task.sleep(nanoseconds: 2_000_000) }
        for w in takeQueued() { w() }
    }

    private func takeQueued() -> [@MainActor @Sendable () -> Void] {
        lock.lock(); defer { lock.unlock() }
        let work = queue
        queue.removeAll()
        return work
    }

    @MainActor func runDelayed() {
        lock.lock(); let work = delayed; delayed.removeAll(); lock.unlock()
        for (_, w) in work { w() }
    }
}

/// Holds build requests until the test completes them, in any order; like every builder, it delivers only the
/// newest request's result (an older one completed late is dropped).
final class ManualIndexBuilder: PlaceIndexBuilding, @unchecked Sendable {
    struct Request {
        let places: [Place]
        let placesVersion: Int
        let categories: Set<PlaceCategory.ID>
        let completion: @MainActor @Sendable (Result<any PlaceIndex, PlaceIndexBuildError>) -> Void
        /// The places the index should hold.
        var selected: [Place] { places.filter { categories.contains($0.categoryID) } }
    }
    private let lock = NSLock()
    private var requests: [Request] = []

    func build(places: [Place], placesVersion: Int, categories: Set<PlaceCategory.ID>,
               completion: @escaping @MainActor @Sendable (Result<any PlaceIndex, PlaceIndexBuildError>) -> Void) {
        lock.lock()
        requests.append(Request(places: places, placesVersion: placesVersion, categories: categories, completion: completion))
        lock.unlock()
    }
    var all: [Request] { lock.lock(); defer { lock.unlock() }; return requests }

    /// Finishes request `i` with an index over exactly the places it was given; dropped unless `i` is the newest.
    @MainActor func complete(_ i: Int) {
        let requests = all
        guard i == requests.count - 1 else { return }
        requests[i].completion(.success(FakeIndex(places: requests[i].selected)))
    }
}

@MainActor
final class FakeOpener: LinkOpening {
    var opened: [(String, DesktopMapApp?)] = []
    var failure: LaunchError?
    func open(_ url: LaunchableURL, with app: DesktopMapApp?, completion: @escaping @MainActor (LaunchError?) -> Void) {
        opened.append((url.string, app))
        completion(failure)
    }
}

@MainActor
final class FakeClipboard: ClipboardWriting {
    var texts: [String] = []
    func copy(text: String) { texts.append(text) }
}

/// A fresh folder under the temp directory, removed by the caller.
func makeTempFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("pinmap-appcore-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A store on fakes, with places loaded and the first build completed.
@MainActor
struct Harness {
    let map = FakeMapView()
    let poster = ManualPoster()
    let builder = ManualIndexBuilder()
    let store: MapStore

    init(service: FakeService = FakeService(), settingsFile: SettingsFile? = nil, settings: AppSettings = .defaults,
         startup: StartupOptions = StartupOptions(), opener: (any LinkOpening)? = nil, clipboard: (any ClipboardWriting)? = nil) {
        store = MapStore(service: service, mapView: map, indexBuilder: builder, poster: poster,
                         settingsFile: settingsFile, settings: settings, startup: startup, linkOpener: opener, clipboard: clipboard)
    }

    /// start(), wait for the places, finish the first build.
    func startAndLoad() async {
        store.start()
        await poster.drain()
        if !builder.all.isEmpty { builder.complete(builder.all.count - 1) }
    }
}
