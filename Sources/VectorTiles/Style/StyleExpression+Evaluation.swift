import Foundation

extension StyleExpression {
    /// A feature with nothing in it, for values that depend only on the zoom.
    public static let noFeature = VectorFeature(type: .unknown, geometry: VectorGeometry())

    /// True when the expression, used as a filter, accepts `feature` at `zoom` (only `true` accepts).
    public func matches(zoom: Double, feature: VectorFeature) -> Bool {
        if case .bool(true) = evaluate(zoom: zoom, feature: feature) { return true }
        return false
    }

    /// The value at `zoom` for `feature`.
    /// - Complexity: O(size of the expression); allocates only when it builds text (`concat`, `to-string`, case changes).
    public func evaluate(zoom: Double, feature: VectorFeature) -> StyleValue {
        switch self {
        case .literal(let v): return v
        case .get(let key): return feature.property(key).map(StyleValue.init) ?? .null
        case .has(let key): return .bool(feature.property(key) != nil)
        case .geometryType:
            switch feature.type {
            case .point: return .string("Point")
            case .lineString: return .string("LineString")
            case .polygon: return .string("Polygon")
            case .unknown: return .string("Unknown")
            }
        case .id: return feature.id.map { .number(Double($0)) } ?? .null
        case .zoom: return .number(zoom)
        case .not(let e): return .bool(!e.matches(zoom: zoom, feature: feature))
        case .all(let es):
            for e in es where !e.matches(zoom: zoom, feature: feature) { return .bool(false) }
            return .bool(true)
        case .any(let es):
            for e in es where e.matches(zoom: zoom, feature: feature) { return .bool(true) }
            return .bool(false)
        case .compare(let op, let a, let b):
            return .bool(Self.compare(op, a.evaluate(zoom: zoom, feature: feature), b.evaluate(zoom: zoom, feature: feature)))
        case .isIn(let e, let list):
            let v = e.evaluate(zoom: zoom, feature: feature)
            for item in list where item == v { return .bool(true) }
            return .bool(false)
        case .propertyCompare(let key, let op, let constant):
            return .bool(Self.compare(op, feature.property(key), constant))
        case .propertyIn(let key, let list):
            guard let v = feature.property(key) else { return .bool(list.contains(.null)) }
            for item in list where Self.compare(.equal, v, item) { return .bool(true) }
            return .bool(false)
        case .geometryTypeIs(let type): return .bool(feature.type == type)
        case .match(let input, let arms, let fallback):
            let v = input.evaluate(zoom: zoom, feature: feature)
            for arm in arms { for label in arm.labels where label == v { return arm.output.evaluate(zoom: zoom, feature: feature) } }
            return fallback.evaluate(zoom: zoom, feature: feature)
        case .conditions(let arms, let fallback):
            for arm in arms where arm.condition.matches(zoom: zoom, feature: feature) {
                return arm.output.evaluate(zoom: zoom, feature: feature)
            }
            return fallback.evaluate(zoom: zoom, feature: feature)
        case .coalesce(let es):
            for e in es {
                let v = e.evaluate(zoom: zoom, feature: feature)
                if v != .null { return v }
            }
            return .null
        case .toNumber(let es):
            for e in es {
                switch e.evaluate(zoom: zoom, feature: feature) {
                case .number(let d): return .number(d)
                case .bool(let b): return .number(b ? 1 : 0)
                case .string(let s): if let d = Double(s.trimmingCharacters(in: .whitespaces)) { return .number(d) }
                case .null, .color: continue
                }
            }
            return .number(0)
        case .toText(let e): return .string(e.evaluate(zoom: zoom, feature: feature).text ?? "")
        case .concat(let es):
            var s = ""
            for e in es { s += e.evaluate(zoom: zoom, feature: feature).text ?? "" }
            return .string(s)
        case .changeCase(let c, let e):
            let s = e.evaluate(zoom: zoom, feature: feature).text ?? ""
            return .string(c == .upper ? s.uppercased() : s.lowercased())
        case .arithmetic(let op, let es):
            return Self.arithmetic(op, es, zoom: zoom, feature: feature)
        case .interpolate(let base, let input, let stops):
            guard let x = input.evaluate(zoom: zoom, feature: feature).number, let first = stops.first, let last = stops.last else {
                return stops.first?.output.evaluate(zoom: zoom, feature: feature) ?? .null
            }
            if x <= first.input { return first.output.evaluate(zoom: zoom, feature: feature) }
            if x >= last.input { return last.output.evaluate(zoom: zoom, feature: feature) }
            var i = 0
            while i + 1 < stops.count && stops[i + 1].input <= x { i += 1 }
            let lower = stops[i], upper = stops[i + 1]
            let t = Self.interpolationFraction(x, from: lower.input, to: upper.input, base: base)
            let a = lower.output.evaluate(zoom: zoom, feature: feature), b = upper.output.evaluate(zoom: zoom, feature: feature)
            switch (a, b) {
            case (.number(let u), .number(let v)): return .number(u + (v - u) * t)
            case (.color(let u), .color(let v)): return .color(u.mixed(with: v, fraction: t))
            default: return a
            }
        case .step(let input, let first, let stops):
            guard let x = input.evaluate(zoom: zoom, feature: feature).number else { return first.evaluate(zoom: zoom, feature: feature) }
            var chosen = first
            for stop in stops {
                guard x >= stop.input else { break }
                chosen = stop.output
            }
            return chosen.evaluate(zoom: zoom, feature: feature)
        }
    }

    /// How far `x` lies between two stops: linear for base 1, else MapLibre's exponential curve.
    static func interpolationFraction(_ x: Double, from x0: Double, to x1: Double, base: Double) -> Double {
        let span = x1 - x0
        guard span > 0 else { return 0 }
        if base == 1 { return (x - x0) / span }
        return (pow(base, x - x0) - 1) / (pow(base, span) - 1)
    }

    /// Equality across any values; ordering only between two numbers or two strings (false otherwise).
    static func compare(_ op: Comparison, _ a: StyleValue, _ b: StyleValue) -> Bool {
        switch op {
        case .equal: return a == b
        case .notEqual: return a != b
        default: break
        }
        let order: Int
        switch (a, b) {
        case (.number(let x), .number(let y)): order = x < y ? -1 : (x > y ? 1 : 0)
        case (.string(let x), .string(let y)): order = x < y ? -1 : (x > y ? 1 : 0)
        default: return false
        }
        switch op {
        case .less: return order < 0
        case .lessOrEqual: return order <= 0
        case .greater: return order > 0
        case .greaterOrEqual: return order >= 0
        case .equal, .notEqual: return false
        }
    }

    /// `compare` for a feature's value as stored, without converting it (missing is null).
    static func compare(_ op: Comparison, _ value: VectorValue?, _ constant: StyleValue) -> Bool {
        guard let value else { return compare(op, .null, constant) }
        let order: Int
        switch (value, constant) {
        case (.string(let x), .string(let y)): order = x < y ? -1 : (x > y ? 1 : 0)
        case (.bool(let x), .bool(let y)):
            guard op == .equal || op == .notEqual else { return false }
            order = x == y ? 0 : 1
        case (.double, .number(let y)), (.int, .number(let y)), (.uint, .number(let y)):
            let x = value.number ?? .nan
            order = x < y ? -1 : (x > y ? 1 : 0)
        default:
            return op == .notEqual
        }
        switch op {
        case .equal: return order == 0
        case .notEqual: return order != 0
        case .less: return order < 0
        case .lessOrEqual: return order <= 0
        case .greater: return order > 0
        case .greaterOrEqual: return order >= 0
        }
    }

    private static func arithmetic(_ op: Arithmetic, _ es: [StyleExpression], zoom: Double, feature: VectorFeature) -> StyleValue {
        var result: Double?
        for e in es {
            guard let v = e.evaluate(zoom: zoom, feature: feature).number else { return .null }
            guard let r = result else { result = v; continue }
            switch op {
            case .add: result = r + v
            case .subtract: result = r - v
            case .multiply: result = r * v
            case .divide: result = r / v
            }
        }
        if op == .subtract && es.count == 1, let r = result { return .number(-r) }
        return result.map(StyleValue.number) ?? .null
    }
}
