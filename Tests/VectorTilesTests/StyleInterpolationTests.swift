import Testing
@testable import VectorTiles

@Suite struct StyleInterpolationTests {
    @Test func linearInterpolationAndClampingOutsideTheStops() throws {
        let w = try StyleFixture.number(#"["interpolate", ["linear"], ["zoom"], 10, 2, 14, 10]"#)
        #expect(w.value(zoom: 8) == 2)
        #expect(w.value(zoom: 10) == 2)
        #expect(w.value(zoom: 12) == 6)
        #expect(w.value(zoom: 13) == 8)
        #expect(w.value(zoom: 20) == 10)
        #expect(w.isFeatureConstant)
    }

    @Test func exponentialInterpolationFollowsTheBase() throws {
        let w = try StyleFixture.number(#"["interpolate", ["exponential", 2], ["zoom"], 10, 0, 12, 3]"#)
        // base 2 over two zooms: (2^1 - 1) / (2^2 - 1) = 1/3 of the way at z11.
        #expect(abs(w.value(zoom: 11) - 1) < 1e-9)
    }

    @Test func legacyStopsWithABase() throws {
        let w = try StyleFixture.number(#"{"base": 2, "stops": [[10, 0], [12, 3]]}"#)
        #expect(abs(w.value(zoom: 11) - 1) < 1e-9)
        let linear = try StyleFixture.number(#"{"stops": [[0, 1], [10, 11]]}"#)
        #expect(linear.value(zoom: 5) == 6)
    }

    @Test func stepsChangeAtEachStop() throws {
        let w = try StyleFixture.number(#"["step", ["zoom"], 1, 10, 2, 14, 3]"#)
        #expect(w.value(zoom: 9.99) == 1)
        #expect(w.value(zoom: 10) == 2)
        #expect(w.value(zoom: 13.5) == 2)
        #expect(w.value(zoom: 14) == 3)
    }

    @Test func coloursInterpolateInRGB() throws {
        let c = try StyleFixture.color(##"["interpolate", ["linear"], ["zoom"], 0, "#000000", 10, "#ff8000"]"##)
        let mid = c.value(zoom: 5)
        #expect(abs(mid.red - 0.5) < 1e-9)
        #expect(abs(mid.green - 128.0 / 255 / 2) < 1e-9)
        #expect(mid.blue == 0)
        let legacy = try StyleFixture.color(#"{"stops": [[0, "white"], [10, "black"]]}"#)
        #expect(abs(legacy.value(zoom: 5).red - 0.5) < 1e-9)
    }

    @Test func aConstantIsTheSameAtEveryZoom() throws {
        let w = try StyleFixture.number("3.5")
        #expect(w.constant == 3.5)
        #expect(w.value(zoom: 0) == 3.5 && w.value(zoom: 22) == 3.5)
    }

    @Test func featureDependentValuesAreMarkedAndEvaluatedPerFeature() throws {
        let w = try StyleFixture.number(#"["match", ["get", "kind"], "highway", 8, "major_road", 5, 1]"#)
        #expect(!w.isFeatureConstant)
        #expect(w.value(zoom: 12, feature: StyleFixture.feature(.lineString, [("kind", .string("highway"))])) == 8)
        #expect(w.value(zoom: 12, feature: StyleFixture.feature(.lineString, [("kind", .string("path"))])) == 1)
    }

    @Test func aValueOfTheWrongTypeFallsBackToTheDefault() throws {
        let s = try StyleFixture.style(#"{"layers": [{"id": "l", "type": "line", "source-layer": "x", "paint": {"line-width": "wide", "line-color": 7}}]}"#)
        guard case .line(let l)? = s.layers.first?.kind else { Issue.record("the layer was dropped"); return }
        #expect(l.width.value(zoom: 10) == 1)
        #expect(l.color.value(zoom: 10) == .black)
        #expect(s.problems.map(\.layer) == ["l", "l"])
        // Wrong at evaluation time (a property of the wrong type): the default, not a crash.
        let w = try StyleFixture.number(#"["get", "width"]"#)
        #expect(w.value(zoom: 10, feature: StyleFixture.feature(.lineString, [("width", .string("3"))])) == 1)
    }

    @Test func stopsThatDoNotIncreaseAreRejected() throws {
        #expect(throws: StyleCompileError.self) { try StyleFixture.number(#"["interpolate", ["linear"], ["zoom"], 10, 1, 10, 2]"#) }
    }
}
