import Foundation
@testable import VectorTiles

/// Builders for style tests: features from property lists, styles from JSON text.
enum StyleFixture {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let bundledStyle = packageRoot.appendingPathComponent("data/styles/protomaps.json")

    static func feature(_ type: VectorGeometryType = .polygon, _ properties: [(String, VectorValue)] = [], id: UInt64? = nil) -> VectorFeature {
        VectorFeature(id: id, type: type, properties: properties.map { (key: $0.0, value: $0.1) }, geometry: VectorGeometry())
    }

    static func style(_ json: String, palette: String? = nil) throws -> VectorStyle {
        try VectorStyle(data: Data(json.utf8), file: "test.json", palette: palette)
    }

    /// A compiled filter from its JSON text.
    static func filter(_ json: String) throws -> StyleExpression {
        let s = try style(#"{"layers": [{"id": "f", "type": "fill", "source-layer": "x", "filter": \#(json)}]}"#)
        guard let f = s.layers.first?.filter else { throw StyleCompileError("filter did not compile: \(s.problems)") }
        return f
    }

    /// A compiled paint value (compiled as `line-width` or `line-color`).
    static func number(_ json: String) throws -> StyleProperty<Double> {
        let s = try style(#"{"layers": [{"id": "l", "type": "line", "source-layer": "x", "paint": {"line-width": \#(json)}}]}"#)
        guard s.problems.isEmpty, case .line(let l)? = s.layers.first?.kind else { throw StyleCompileError("\(s.problems)") }
        return l.width
    }

    static func color(_ json: String) throws -> StyleProperty<StyleColor> {
        let s = try style(#"{"layers": [{"id": "l", "type": "line", "source-layer": "x", "paint": {"line-color": \#(json)}}]}"#)
        guard s.problems.isEmpty, case .line(let l)? = s.layers.first?.kind else { throw StyleCompileError("\(s.problems)") }
        return l.color
    }
}
