import Foundation
import Testing
import MapCore
@testable import MapRender

@Suite struct CountFormatterTests {
    @Test(arguments: [(0, "0"), (7, "7"), (999, "999"), (1000, "1k"), (1234, "1.2k"), (1250, "1.3k"), (9949, "9.9k"),
                      (9950, "10k"), (12_345, "12k"), (999_499, "999k"), (999_500, "1M"), (1_234_567, "1.2M"),
                      (12_345_678, "12M"), (-5, "0")])
    func shortCounts(n: Int, expected: String) {
        #expect(CountFormatter.string(for: n) == expected)
    }

    @Test func clusterSizeGrowsWithLogCountAndIsCapped() {
        let p = MarkerPainter(options: RenderOptions())
        let r1 = p.clusterRadius(count: 1), r10 = p.clusterRadius(count: 10), r100 = p.clusterRadius(count: 100)
        #expect(r1 == RenderOptions().clusterBaseRadius)
        #expect(abs(r10 - 2 * r1) < 1e-9 && abs(r100 - 3 * r1) < 1e-9)
        #expect(p.clusterRadius(count: 50_000_000) == RenderOptions().clusterMaxRadius)
        var o = RenderOptions()
        o.clusterScale = { _ in 1.5 }
        #expect(MarkerPainter(options: o).clusterRadius(count: 1000) == 1.5 * o.clusterBaseRadius)
    }
}

@Suite struct ScaleBarTests {
    private func viewport(zoom: Double, lat: Double = 60.17) -> Viewport {
        Viewport(center: try! Coordinate(latitude: lat, longitude: 24.94), zoom: zoom, size: PixelSize(width: 400, height: 300))
    }

    @Test(arguments: [2.0, 5.5, 9.0, 12.3, 15.0, 17.7, 20.0])
    func metricLengthIsRoundAndFits(zoom: Double) throws {
        let vp = viewport(zoom: zoom)
        let bar = try #require(ScaleBar(viewport: vp, maxWidth: 100, units: .metric))
        #expect(bar.imperial == nil)
        let metres = bar.metric.metres
        let mantissa = metres / pow(10, floor(log10(metres)))
        #expect([1.0, 2.0, 5.0].contains { abs($0 - mantissa) < 1e-9 })
        #expect(bar.metric.width <= 100 + 1e-9 && bar.metric.width > 100 / 2.5 - 1e-9)
        #expect(abs(bar.metric.width * ScaleBar.metresPerPoint(viewport: vp) - metres) < 1e-6 * metres)
    }

    @Test func knownLengthsAtHelsinki() throws {
        // At zoom 16, lat 60.17: 2.387 m/pt at the equator × cos 60.17° ≈ 1.19 m/pt → 100 pt ≈ 119 m → 100 m.
        let bar = try #require(ScaleBar(viewport: viewport(zoom: 16), maxWidth: 100, units: .metricAndImperial))
        #expect(bar.metric.label == "100 m")
        #expect(bar.imperial?.label == "200 ft")
        let far = try #require(ScaleBar(viewport: viewport(zoom: 8), maxWidth: 100, units: .metricAndImperial))
        #expect(far.metric.label == "20 km")
        #expect(far.imperial?.label == "10 mi")
    }

    @Test func niceSteps() {
        #expect(ScaleBar.nice(119) == 100)
        #expect(ScaleBar.nice(260) == 200)
        #expect(ScaleBar.nice(999) == 500)
        #expect(ScaleBar.nice(5) == 5)
        #expect(ScaleBar.nice(0.37) == 0.2)
        #expect(ScaleBar.nice(0) == nil && ScaleBar.nice(-3) == nil && ScaleBar.nice(.nan) == nil)
    }

    @Test func unitSystemFollowsTheLocale() {
        #expect(UnitSystem.forLocale("en_US.UTF-8") == .metricAndImperial)
        #expect(UnitSystem.forLocale("en_GB.UTF-8@euro") == .metricAndImperial)
        #expect(UnitSystem.forLocale("fi_FI.UTF-8") == .metric)
        #expect(UnitSystem.forLocale("C") == .metric)
        #expect(UnitSystem.forLocale("POSIX") == .metric)
        // LC_ALL beats LC_MEASUREMENT beats LANG; empty values are skipped.
        #expect(UnitSystem.fromEnvironment(["LANG": "en_US.UTF-8", "LC_MEASUREMENT": "de_DE.UTF-8"]) == .metric)
        #expect(UnitSystem.fromEnvironment(["LANG": "de_DE.UTF-8", "LC_MEASUREMENT": "en_US.UTF-8"]) == .metricAndImperial)
        #expect(UnitSystem.fromEnvironment(["LC_ALL": "", "LANG": "en_US"]) == .metricAndImperial)
        #expect(UnitSystem.fromEnvironment([:]) == .metric)
    }
}

@Suite struct ClusterSegmentTests {
    @Test func sharesAlwaysFillTheRingWithoutNegatives() throws {
        let r = RenderFixtures.renderer()
        let painter = MarkerPainter(options: r.options)
        // Nine equal categories: each rounds 40 → fine; 7 × 1 + big: rounding overshoot; more than maxSegments merge into grey.
        let cases: [[Int]] = [[1, 1, 1], [1000, 1, 1, 1, 1, 1, 1, 1], [5, 5, 5, 5, 5, 5, 5, 5, 5], [3], [0, 0]]
        for counts in cases {
            let parts = counts.enumerated().map { ClusterSummary.CategoryCount(categoryID: "k\($0.offset)", count: $0.element) }
            let c = ClusterSummary(id: 1, count: counts.reduce(0, +), center: RenderFixtures.helsinki, bounds: .world, expansionZoom: 3, categoryCounts: parts)
            let segments = r.segments(of: c)
            #expect(segments.allSatisfy { $0.share >= 0 })
            #expect(segments.reduce(0) { $0 + $1.share } == 360, "\(counts)")
            #expect(segments.count <= MapRenderer.maxSegments)
            _ = r.clusterSprite(for: c, painter: painter)
        }
    }
}
