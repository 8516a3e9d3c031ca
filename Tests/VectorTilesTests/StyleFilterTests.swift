import Testing
@testable import VectorTiles

@Suite struct StyleFilterTests {
    let park = StyleFixture.feature(.polygon, [("kind", .string("park")), ("name", .string("Kaivopuisto")), ("min_zoom", .int(12))])
    let road = StyleFixture.feature(.lineString, [("kind", .string("major_road")), ("lanes", .uint(4))])

    private func accepts(_ json: String, _ f: VectorFeature, zoom: Double = 14) throws -> Bool {
        try StyleFixture.filter(json).matches(zoom: zoom, feature: f)
    }

    @Test func legacyEqualityAndInequality() throws {
        #expect(try accepts(#"["==", "kind", "park"]"#, park))
        #expect(try !accepts(#"["==", "kind", "park"]"#, road))
        #expect(try accepts(#"["!=", "kind", "park"]"#, road))
        // A missing property is unequal to everything.
        #expect(try accepts(#"["!=", "name", "x"]"#, road))
        #expect(try !accepts(#"["==", "name", "x"]"#, road))
    }

    @Test func legacyMembershipAndPresence() throws {
        #expect(try accepts(#"["in", "kind", "forest", "park"]"#, park))
        #expect(try !accepts(#"["in", "kind", "forest", "wood"]"#, park))
        #expect(try accepts(#"["!in", "kind", "forest", "wood"]"#, park))
        #expect(try accepts(#"["has", "name"]"#, park))
        #expect(try !accepts(#"["has", "name"]"#, road))
        #expect(try accepts(#"["!has", "name"]"#, road))
    }

    @Test func legacyOrderingComparesNumbersAcrossEncodings() throws {
        #expect(try accepts(#"[">=", "lanes", 4]"#, road))
        #expect(try accepts(#"["<", "lanes", 4.5]"#, road))
        #expect(try !accepts(#"[">", "lanes", 4]"#, road))
        #expect(try accepts(#"["<=", "min_zoom", 12]"#, park))
        // Ordering a string against a number is false, not an error.
        #expect(try !accepts(#"["<", "kind", 3]"#, park))
    }

    @Test func legacyCombinatorsAndGeometryType() throws {
        #expect(try accepts(#"["all", ["==", "$type", "Polygon"], ["==", "kind", "park"]]"#, park))
        #expect(try !accepts(#"["all", ["==", "$type", "LineString"], ["==", "kind", "park"]]"#, park))
        #expect(try accepts(#"["any", ["==", "kind", "forest"], ["==", "kind", "park"]]"#, park))
        #expect(try accepts(#"["none", ["==", "kind", "forest"], ["==", "kind", "wood"]]"#, park))
        #expect(try !accepts(#"["none", ["==", "kind", "park"]]"#, park))
        #expect(try accepts(#"["==", "$type", "LineString"]"#, road))
    }

    @Test func expressionForms() throws {
        #expect(try accepts(#"["==", ["get", "kind"], "park"]"#, park))
        #expect(try accepts(#"["match", ["get", "kind"], ["park", "forest"], true, false]"#, park))
        #expect(try !accepts(#"["match", ["get", "kind"], ["park", "forest"], true, false]"#, road))
        #expect(try accepts(#"["in", ["get", "kind"], ["literal", ["park", "wood"]]]"#, park))
        #expect(try accepts(#"["!", ["has", "name"]]"#, road))
        #expect(try accepts(#"["==", ["geometry-type"], "Polygon"]"#, park))
        #expect(try accepts(#"["==", ["coalesce", ["get", "name:fi"], ["get", "name"]], "Kaivopuisto"]"#, park))
        #expect(try accepts(#"[">", ["to-number", ["get", "lanes"]], 3]"#, road))
    }

    @Test func zoomInFilters() throws {
        let f = try StyleFixture.filter(#"["<=", ["get", "min_zoom"], ["zoom"]]"#)
        #expect(f.matches(zoom: 12, feature: park))
        #expect(!f.matches(zoom: 11, feature: park))
        #expect(try accepts(#"["<", ["zoom"], 12]"#, park, zoom: 11))
        #expect(try !accepts(#"["<", ["zoom"], 12]"#, park, zoom: 12))
    }

    @Test func legacyAndExpressionFormsMix() throws {
        #expect(try accepts(#"["all", ["==", "kind", "park"], ["has", "name"], [">=", ["zoom"], 10]]"#, park))
    }

    @Test func aNonBooleanResultRejects() throws {
        #expect(try !accepts(#"["get", "kind"]"#, park))
    }

    @Test(arguments: [#"["=="]"#, #"["bogus", 1]"#, #""park""#, #"[1, 2]"#, #"["in", ["get", "kind"], 3]"#, #"["match", 1]"#])
    func aFilterThatCannotCompileSkipsItsLayerAndSaysWhy(json: String) throws {
        let s = try StyleFixture.style(#"{"layers": [{"id": "bad", "type": "fill", "source-layer": "x", "filter": \#(json)}]}"#)
        #expect(s.layers.isEmpty)
        #expect(s.problems.count == 1)
        #expect(s.problems.first?.layer == "bad")
        #expect(s.problems.first?.reason.contains("filter") == true)
    }
}

@Suite struct StyleFilterFastFormTests {
    /// The compiler's fast forms give the same answers as the plain expressions they replace.
    @Test func fastFormsAgreeWithTheReference() {
        let values: [VectorValue?] = [nil, .string("park"), .string("parkway"), .string(""), .int(3), .uint(3), .double(3),
                                      .double(-1.5), .int(12), .bool(true), .bool(false)]
        let constants: [StyleValue] = [.null, .string("park"), .string("a"), .number(3), .number(-1.5), .bool(true), .bool(false)]
        let ops: [StyleExpression.Comparison] = [.equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual]
        var checked = 0
        for v in values {
            let f = StyleFixture.feature(.polygon, v.map { [("k", $0)] } ?? [])
            for c in constants {
                for op in ops {
                    for reference in [StyleExpression.compare(op, .get("k"), .literal(c)), .compare(op, .literal(c), .get("k"))] {
                        let fast = StyleCompiler.fast(reference)
                        if case .compare = fast { Issue.record("no fast form for \(reference)") }
                        #expect(fast.evaluate(zoom: 10, feature: f) == reference.evaluate(zoom: 10, feature: f), "\(String(describing: v)) \(op) \(c)")
                        checked += 1
                    }
                }
                let list: [StyleValue] = [c, .string("x")]
                let reference = StyleExpression.isIn(.get("k"), list)
                #expect(StyleCompiler.fast(reference).evaluate(zoom: 10, feature: f) == reference.evaluate(zoom: 10, feature: f))
            }
        }
        #expect(checked == values.count * constants.count * ops.count * 2)
        for type in [VectorGeometryType.point, .lineString, .polygon, .unknown] {
            let f = StyleFixture.feature(type)
            for name in ["Point", "LineString", "Polygon", "Unknown", "Circle"] {
                for op in [StyleExpression.Comparison.equal, .notEqual] {
                    let reference = StyleExpression.compare(op, .geometryType, .literal(.string(name)))
                    #expect(StyleCompiler.fast(reference).evaluate(zoom: 0, feature: f) == reference.evaluate(zoom: 0, feature: f), "\(type) \(op) \(name)")
                }
            }
        }
    }
}
