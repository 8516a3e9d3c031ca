import ArgumentParser
import Clustering
import Foundation
import MapCore
import MapData
import MapViewModel

/// `pinmap-bench markers`: marker widgets added and removed per pan step by a retained-mode map (libshumate's
/// ShumateMapView, whose MarkerSync is exactly this ChangeSet), with change sets and with clear-and-re-add.
struct MarkersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "markers",
        abstract: "Marker churn per pan step, with change sets and without, as one JSON object.")

    @Option(help: "Pan steps per case.") var steps: Int = 1000
    @Option(help: "View width in points.") var width: Double = 1280
    @Option(help: "View height in points.") var height: Double = 800
    @Option(name: .customLong("step-x"), help: "Points panned right per step.") var stepX: Double = 8
    @Option(name: .customLong("step-y"), help: "Points panned down per step.") var stepY: Double = 3

    /// Points past each edge whose markers are kept (ShumateMapView.markerMargin).
    static let margin = 64.0

    func run() throws {
        let centre = Coordinate(clampingLatitude: 60.1699, wrappingLongitude: 24.9384)
        let city = try PlaceClusterSource(places: Self.city(around: centre)).index()
        let grid = try PlaceClusterSource(places: Self.grid(around: centre)).index()
        var cases: [String] = []
        for zoom in [11.0, 13.5, 15.0, 17.0] {
            cases.append(measure(city, name: "city-100k", centre: centre, zoom: zoom))
        }
        cases.append(measure(grid, name: "grid-5000-in-view", centre: centre, zoom: 20))
        print(#"{"steps":\#(steps),"view":[\#(width),\#(height)],"step_points":[\#(stepX),\#(stepY)],"margin_points":\#(Self.margin),"cases":[\#(cases.joined(separator: ","))]}"#)
    }

    /// Pans `steps` times, each step a ChangeSet against the last query (kept markers stay) and the baseline.
    private func measure(_ index: any PlaceIndex, name: String, centre: Coordinate, zoom: Double) -> String {
        var vp = Viewport(center: centre, zoom: zoom, size: PixelSize(width: width + 2 * Self.margin, height: height + 2 * Self.margin))
        var shown = index.items(in: vp.visibleBounds, zoom: vp.zoom)
        // Places inside the first view, clustered or not.
        let placesInView = shown.reduce(0) { n, item in
            if case .cluster(let c) = item { return n + c.count }
            return n + 1
        }
        var withSets: [Double] = [], without: [Double] = [], items: [Double] = []
        for i in 0..<steps {
            // Back and forth over 400 points (half a view width), so the view stays over the places.
            let sign = (i / 50) % 2 == 0 ? 1.0 : -1.0
            vp.pan(by: PixelPoint(x: -stepX * sign, y: -stepY * sign))
            let next = index.items(in: vp.visibleBounds, zoom: vp.zoom)
            let change = ChangeSet(old: shown, new: next)
            withSets.append(Double(change.added.count + change.removed.count))
            without.append(Double(shown.count + next.count))
            items.append(Double(next.count))
            shown = next
        }
        func stat(_ xs: [Double]) -> String {
            let sorted = xs.sorted()
            let mean = xs.reduce(0, +) / Double(max(1, xs.count))
            let p95 = sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.95))]
            return #"{"median":\#(sorted.isEmpty ? 0 : sorted[sorted.count / 2]),"p95":\#(p95),"mean":\#(String(format: "%.2f", mean)),"total":\#(Int(xs.reduce(0, +)))}"#
        }
        return #"{"scene":"\#(name)","zoom":\#(zoom),"places_in_first_view":\#(placesInView),"markers":\#(stat(items)),"churn_change_sets":\#(stat(withSets)),"churn_clear_and_readd":\#(stat(without))}"#
    }

    /// 100,000 places around Helsinki, denser towards the centre (the scene of `pinmap-bench render`).
    static func city(around centre: Coordinate) -> [Place] {
        var rng = SplitMix64(seed: 7)
        return (0..<100_000).map { i in
            let r = 0.12 * rng.unit() * rng.unit(), a = rng.unit() * 2 * .pi
            let c = Coordinate(clampingLatitude: centre.latitude + r * sin(a) * 0.5, wrappingLongitude: centre.longitude + r * cos(a))
            return Place(id: "n\(i)", categoryID: "cafe", title: "Place \(i)", coordinate: c)
        }
    }

    /// 100 × 50 places a few metres apart: at zoom 20 all 5,000 are in one 1280 × 800 view (clustered 50 points apart).
    static func grid(around centre: Coordinate) -> [Place] {
        // One point at zoom 20 is 360 / (256 · 2^20) degrees of longitude.
        let point = 360 / (256 * exp2(20.0))
        return (0..<5000).map { i in
            let col = Double(i % 100) - 50, row = Double(i / 100) - 25
            let c = Coordinate(clampingLatitude: centre.latitude - row * 15 * point * 0.5,
                               wrappingLongitude: centre.longitude + col * 12 * point)
            return Place(id: "g\(i)", categoryID: "cafe", title: "Grid \(i)", coordinate: c)
        }
    }
}
