import AppCore
import DeepLinks
import Foundation
import GtkInterop
import MapCore
@testable import GtkShell

/// A store with no map, no index and no settings, behind a real `PlacePopover` on the harness window's map.
@MainActor
final class PopoverStore {
    let store: MapStore
    let popover: PlacePopover
    let opener = RecordingOpener()

    init(on h: MapHarness) {
        store = MapStore(service: NoPlaces(), mapView: StillMap(), indexBuilder: NoIndex(), poster: NoPoster(), settingsFile: nil,
                         linkOpener: opener)
        popover = PlacePopover(store: store, mapWidget: h.map.widget, icons: CategoryIcons(directory: nil))
        store.observe { [popover] change in popover.render(change) }
    }

    /// Closes the popover and takes it off the map, so later tests see a bare map.
    func close() {
        store.clearSelection()
        popover.detach()
    }

    /// Selects `place` and runs the main loop until the popover is on screen, laid out and drawn once.
    @discardableResult
    func open(_ place: Place, timeout: Duration = .seconds(5)) -> Bool {
        store.selectPlace(place)
        let widget = popover.widget
        guard MainLoop.run(until: { widget.isMapped && widget.width > 0 }, timeout: timeout) else { return false }
        // A tick after the first layout means that frame has been painted.
        final class Ticked { var done = false }
        let ticked = Ticked()
        widget.addTickCallback { _ in ticked.done = true; return false }
        return MainLoop.run(until: { ticked.done }, timeout: timeout)
    }
}

/// Records links the popover asks to open; they always succeed.
@MainActor
final class RecordingOpener: LinkOpening {
    private(set) var opened: [LaunchableURL] = []
    func open(_ url: LaunchableURL, with app: DesktopMapApp?, completion: @escaping @MainActor (LaunchError?) -> Void) {
        opened.append(url)
        completion(nil)
    }
}

struct NoPlaces: MapService {
    let defaultStyle = MapStyle(id: "fake", name: "Fake", urlTemplate: "", attribution: "test", maxZoom: 18)
    var styles: [MapStyle] { [defaultStyle] }
    let categories = [PlaceCategory(id: "cafe", title: "Café", iconName: "cafe", color: RGBColor(red: 0.8, green: 0.3, blue: 0.1))]
    func places(in bounds: GeoBounds?) async throws -> [Place] { [] }
}

@MainActor
final class StillMap: MapView {
    weak var delegate: (any MapViewDelegate)?
    private(set) var viewport = Viewport(center: Coordinate(clampingLatitude: 60.17, wrappingLongitude: 24.94), zoom: 15,
                                         size: PixelSize(width: 800, height: 600))
    func setViewport(_ viewport: Viewport, animated: Bool) { self.viewport = viewport }
    func show(style: MapStyle) {}
    func show(places index: any PlaceIndex) {}
    func select(placeID: Place.ID?) {}
    func setOffline(_ offline: Bool) {}
    func show(droppedMarker: DroppedMarker?) {}
}

struct NoIndex: PlaceIndexBuilding {
    func build(places: [Place], placesVersion: Int, categories: Set<PlaceCategory.ID>,
               completion: @escaping @MainActor @Sendable (Result<any PlaceIndex, PlaceIndexBuildError>) -> Void) {}
}

struct NoPoster: MainThreadPoster {
    func post(_ work: @escaping @MainActor @Sendable () -> Void) {}
    func post(after delay: Double, _ work: @escaping @MainActor @Sendable () -> Void) {}
}
