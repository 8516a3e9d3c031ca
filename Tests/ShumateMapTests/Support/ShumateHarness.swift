import Foundation
import Graphics
import GtkInterop
import MapCore
import MapRender
@testable import ShumateMap

/// One real window with a ShumateMapView (GTK starts once per process), shared by the serialized UI suite.
@MainActor
final class ShumateHarness {
    static let title = "pinmap-shumate-test-\(ProcessInfo.processInfo.processIdentifier)"
    static let style = MapStyle(id: "fake", name: "Fake", urlTemplate: "", attribution: "test", maxZoom: 18)
    static let categories = [
        PlaceCategory(id: "cafe", title: "Café", iconName: "cafe", color: RGBColor(red: 0.8, green: 0.3, blue: 0.1)),
        PlaceCategory(id: "pharmacy", title: "Pharmacy", iconName: "pharmacy", color: RGBColor(red: 0.1, green: 0.6, blue: 0.3)),
    ]
    /// Nil when there is no display or GTK cannot start.
    static let shared: ShumateHarness? = ShumateHarness()

    let window: Widget
    let map: ShumateMapView
    let tiles = SyntheticTiles()
    let delegate = Recorder()

    private init?() {
        // The same accessibility backend as GtkShell's harness: GTK reads it once, for the whole process.
        setenv("GTK_A11Y", "test", 1)
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil, Gtk.initialize() else { return nil }
        map = ShumateMapView(renderer: MapRenderer(categories: Self.categories), tiles: tiles, style: Self.style)
        map.delegate = delegate
        map.show(places: SmallIndex())
        window = OffscreenWindow.show(map.widget, titled: Self.title)
        let map = self.map
        guard MainLoop.run(until: { map.widget.isMapped && !map.viewport.size.isEmpty }, timeout: .seconds(10)) else { return nil }
        settle()
    }

    /// Lets the main loop run until pending updates (viewport notifications, tiles) have been handled
    /// and two frames have been laid out, so new marker widgets have an allocation GTK can pick.
    func settle(turns: Int = 50) {
        for _ in 0..<turns { _ = MainLoop.iterate(mayBlock: false) }
        map.deliverNotification()
        final class Count { var frames = 0 }
        let count = Count()
        _ = map.widget.addTickCallback { _ in count.frames += 1; return count.frames < 2 }
        MainLoop.run(until: { count.frames >= 2 }, timeout: .seconds(5))
    }

    /// Puts the map at a known place, immediately, and forgets what the delegate heard.
    func reset(center: Coordinate, zoom: Double) {
        map.setViewport(Viewport(center: center, zoom: zoom, size: .zero), animated: false)
        map.select(placeID: nil)
        settle()
        delegate.events.removeAll()
    }
}

/// Records what the map tells its owner, and like MapStore (the selection's owner) tells the map what to highlight.
@MainActor
final class Recorder: MapViewDelegate {
    enum Event: Equatable {
        case viewport(Viewport)
        case place(Place.ID, PixelPoint)
        case cluster(UInt64, PixelPoint)
        case cleared
    }
    var events: [Event] = []
    var selections: [Event] { events.filter { if case .viewport = $0 { return false } else { return true } } }
    var viewportChanges: Int { events.count - selections.count }

    func mapView(_ map: any MapView, didChangeViewport viewport: Viewport) { events.append(.viewport(viewport)) }
    func mapView(_ map: any MapView, didSelectPlace place: Place, anchor: PixelPoint) {
        events.append(.place(place.id, anchor))
        map.select(placeID: place.id)
    }
    func mapView(_ map: any MapView, didSelectCluster cluster: ClusterSummary, anchor: PixelPoint) { events.append(.cluster(cluster.id, anchor)) }
    func mapViewDidClearSelection(_ map: any MapView) {
        events.append(.cleared)
        map.select(placeID: nil)
    }
    /// Times the map asked to remove its dropped marker (× or Escape).
    var droppedMarkerCloses = 0
    func mapViewDidCloseDroppedMarker(_ map: any MapView) { droppedMarkerCloses += 1 }
}

/// Five places in central Helsinki: A and B cluster below zoom 13; D and E share a spot (a stacked cluster); C is alone.
struct SmallIndex: PlaceIndex {
    static func place(_ id: String, _ lat: Double, _ lon: Double, _ category: String = "cafe") -> Place {
        Place(id: id, categoryID: category, title: "Place \(id)", coordinate: try! Coordinate(latitude: lat, longitude: lon))
    }
    static let a = place("a", 60.1705, 24.9522)
    static let b = place("b", 60.1685, 24.9410, "pharmacy")
    static let c = place("c", 60.1600, 24.9200)
    static let d = place("d", 60.1750, 24.9300)
    static let e = place("e", 60.1750, 24.9300)
    static let splitZoom = 13.0

    static func cluster(_ id: UInt64, _ members: [Place], expansionZoom: Double) -> ClusterSummary {
        let lat = members.map(\.coordinate.latitude).reduce(0, +) / Double(members.count)
        let lon = members.map(\.coordinate.longitude).reduce(0, +) / Double(members.count)
        return ClusterSummary(id: id, count: members.count, center: Coordinate(clampingLatitude: lat, wrappingLongitude: lon),
                              bounds: GeoBounds(containing: members.map(\.coordinate))!, expansionZoom: expansionZoom,
                              categoryCounts: [.init(categoryID: "cafe", count: members.count)])
    }

    var placeCount: Int { 5 }

    func items(in bounds: GeoBounds, zoom: Double) -> [MapItem] {
        var out: [MapItem] = [.place(Self.c)]
        if zoom < Self.splitZoom {
            out.append(.cluster(Self.cluster(1, [Self.a, Self.b], expansionZoom: Self.splitZoom)))
        } else {
            out += [.place(Self.a), .place(Self.b)]
        }
        out.append(.cluster(Self.cluster(2, [Self.d, Self.e], expansionZoom: 99)))
        return out.filter { bounds.contains($0.coordinate) }
    }

    func leaves(ofCluster id: UInt64, limit: Int, offset: Int) -> [Place] {
        let all = id == 1 ? [Self.a, Self.b] : id == 2 ? [Self.d, Self.e] : []
        return Array(all.dropFirst(offset).prefix(limit))
    }
}
