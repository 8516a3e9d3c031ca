import Foundation
import Graphics
@testable import GtkShell
import GtkInterop
import MapCore
import MapRender
@testable import ShumateMap

/// One MapView implementation under the contract suite, with what each shows read back its own way.
@MainActor
protocol ContractSubject: AnyObject {
    var mapView: any MapView { get }
    var delegate: Recorder { get }
    /// Runs the loop until pending work is drawn and motion has ended.
    func settle()
    /// Ids of the items the map shows now.
    var shownIDs: Set<String> { get }
    /// The place drawn as selected, if any.
    var selectedShown: Place.ID? { get }
    /// Whether the offline indicator shows.
    var offlineShown: Bool { get }
}

/// The implementations every contract test runs against.
enum Implementation: String, CaseIterable, Sendable, CustomStringConvertible {
    case fake, cairo, shumate
    var description: String { rawValue }

    @MainActor var subject: (any ContractSubject)? {
        switch self {
        case .fake: return FakeSubject.shared
        case .cairo: return CairoSubject.shared
        case .shumate: return ShumateHarness.shared
        }
    }
}

/// The test fake: a MapView with no toolkit, answering at once.
@MainActor
final class FakeMapView: MapView {
    weak var delegate: (any MapViewDelegate)?
    private(set) var viewport = Viewport(center: Coordinate(clampingLatitude: 0, wrappingLongitude: 0), zoom: 2,
                                         size: PixelSize(width: 800, height: 600), zoomRange: ShumateMapView.zoomRange(for: ShumateHarness.style))
    var index: (any PlaceIndex)?
    var selected: Place.ID?
    var offline = false

    func setViewport(_ target: Viewport, animated: Bool) {
        var v = viewport
        v.setZoom(target.zoom)
        v.setCenter(target.center)
        viewport = v
        delegate?.mapView(self, didChangeViewport: v)
    }
    func show(style: MapStyle) { viewport.setZoomRange(ShumateMapView.zoomRange(for: style)) }
    func show(places index: any PlaceIndex) { self.index = index }
    func select(placeID: Place.ID?) { selected = placeID }
    func setOffline(_ offline: Bool) { self.offline = offline }
    func show(droppedMarker: DroppedMarker?) {}
}

@MainActor
final class FakeSubject: ContractSubject {
    static let shared = FakeSubject()
    let fake = FakeMapView()
    let delegate = Recorder()
    var mapView: any MapView { fake }
    init() {
        fake.delegate = delegate
        fake.show(places: SmallIndex())
    }
    func settle() {}
    var shownIDs: Set<String> {
        Set(fake.index?.items(in: fake.viewport.visibleBounds, zoom: fake.viewport.zoom).map(\.id) ?? [])
    }
    var selectedShown: Place.ID? { shownIDs.contains("p:" + (fake.selected ?? "")) ? fake.selected : nil }
    var offlineShown: Bool { fake.offline }
}

/// The Cairo MapWidget in a window of its own.
@MainActor
final class CairoSubject: ContractSubject {
    static let shared: CairoSubject? = CairoSubject()
    static let title = "pinmap-contract-cairo-\(ProcessInfo.processInfo.processIdentifier)"
    let widget: MapWidget
    let window: Widget
    let delegate = Recorder()
    var mapView: any MapView { widget }

    private init?() {
        guard ShumateHarness.shared != nil else { return nil }
        widget = MapWidget(renderer: MapRenderer(categories: ShumateHarness.categories), tiles: SyntheticTiles(), style: ShumateHarness.style)
        widget.delegate = delegate
        widget.show(places: SmallIndex())
        window = OffscreenWindow.show(widget.widget, titled: Self.title)
        let w = widget
        guard MainLoop.run(until: { w.frameCount > 0 && w.widget.isMapped }, timeout: .seconds(10)) else { return nil }
    }

    func settle() {
        let w = widget
        MainLoop.run(until: { !w.isAnimating }, timeout: .seconds(10))
        let before = w.frameCount
        w.widget.queueDraw()
        MainLoop.run(until: { w.frameCount > before }, timeout: .seconds(5))
        // The viewport notification goes out on the tick after the frame.
        for _ in 0..<20 { _ = MainLoop.iterate(mayBlock: false) }
    }
    var shownIDs: Set<String> { Set(widget.drawnItems.map(\.id)) }
    var selectedShown: Place.ID? {
        guard let id = widget.lastScene?.selectedPlaceID, shownIDs.contains("p:" + id) else { return nil }
        return id
    }
    var offlineShown: Bool { widget.lastScene?.isOffline == true }
}

extension ShumateHarness: ContractSubject {
    var mapView: any MapView { map }
    func settle() { settle(turns: 50) }
    var shownIDs: Set<String> { map.shownItemIDs }
    var selectedShown: Place.ID? { map.selectedMarker?.placeID }
    var offlineShown: Bool { map.tree.offlineBadge.isVisible }
}
