/// A compiled style expression (MapLibre's expression language, a subset), with legacy filters compiled into it.
/// Built once when the style is read; evaluating it walks the tree and allocates nothing unless it builds text.
public indirect enum StyleExpression: Sendable {
    public enum Comparison: Sendable { case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual }
    public enum Arithmetic: Sendable { case add, subtract, multiply, divide }
    public enum TextCase: Sendable { case upper, lower }

    /// One arm of `match`: the labels that select it and its output.
    public struct MatchArm: Sendable {
        public var labels: [StyleValue]
        public var output: StyleExpression
    }

    /// One stop of `interpolate` or `step`.
    public struct Stop: Sendable {
        public var input: Double
        public var output: StyleExpression
    }

    case literal(StyleValue)
    /// A feature property, null when missing.
    case get(String)
    case has(String)
    /// "Point", "LineString" or "Polygon" (`$type` in legacy filters, `["geometry-type"]`).
    case geometryType
    case id
    case zoom
    case not(StyleExpression)
    case all([StyleExpression])
    case any([StyleExpression])
    case compare(Comparison, StyleExpression, StyleExpression)
    /// True when the value equals one of the list (legacy `in`, expression `in` with a literal array).
    case isIn(StyleExpression, [StyleValue])
    /// Fast forms the compiler makes of the commonest filters: a property against a constant, a property in a
    /// list, the geometry type; they read the feature's value in place instead of converting it.
    case propertyCompare(String, Comparison, StyleValue)
    case propertyIn(String, [StyleValue])
    case geometryTypeIs(VectorGeometryType)
    case match(StyleExpression, [MatchArm], fallback: StyleExpression)
    /// `case`: the first true condition's output.
    case conditions([(condition: StyleExpression, output: StyleExpression)], fallback: StyleExpression)
    case coalesce([StyleExpression])
    /// The first argument that converts to a number (`to-number`), else 0.
    case toNumber([StyleExpression])
    case toText(StyleExpression)
    case concat([StyleExpression])
    case changeCase(TextCase, StyleExpression)
    case arithmetic(Arithmetic, [StyleExpression])
    /// `interpolate` with base 1 (linear) or an exponential base; outputs numbers or colours.
    case interpolate(base: Double, input: StyleExpression, stops: [Stop])
    /// `step`: `first` below the first stop.
    case step(input: StyleExpression, first: StyleExpression, stops: [Stop])

    /// True when the value depends on the feature (so it is evaluated per feature, not once per tile).
    public var dependsOnFeature: Bool {
        switch self {
        case .literal, .zoom: return false
        case .get, .has, .geometryType, .id, .propertyCompare, .propertyIn, .geometryTypeIs: return true
        case .not(let e), .toText(let e), .changeCase(_, let e): return e.dependsOnFeature
        case .all(let es), .any(let es), .coalesce(let es), .toNumber(let es), .concat(let es), .arithmetic(_, let es):
            return es.contains { $0.dependsOnFeature }
        case .compare(_, let a, let b): return a.dependsOnFeature || b.dependsOnFeature
        case .isIn(let e, _): return e.dependsOnFeature
        case .match(let e, let arms, let fallback):
            return e.dependsOnFeature || fallback.dependsOnFeature || arms.contains { $0.output.dependsOnFeature }
        case .conditions(let arms, let fallback):
            return fallback.dependsOnFeature || arms.contains { $0.condition.dependsOnFeature || $0.output.dependsOnFeature }
        case .interpolate(_, let input, let stops): return input.dependsOnFeature || stops.contains { $0.output.dependsOnFeature }
        case .step(let input, let first, let stops):
            return input.dependsOnFeature || first.dependsOnFeature || stops.contains { $0.output.dependsOnFeature }
        }
    }
}
