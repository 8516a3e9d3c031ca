import MapData

/// Compiles style JSON (expressions, legacy filters, legacy zoom functions) into `StyleExpression`s.
/// Colours may name a palette entry as "@name"; the palette is chosen when the style is read.
struct StyleCompiler {
    /// What a value should produce, so literal strings in output positions become colours where colours are wanted.
    enum Expected { case any, number, color, string, bool }

    var palette: [String: StyleColor] = [:]

    // MARK: Values and expressions

    func expression(_ json: JSONValue, expecting expected: Expected) throws(StyleCompileError) -> StyleExpression {
        switch json {
        case .null: return .literal(.null)
        case .bool(let b): return .literal(.bool(b))
        case .number(let d):
            guard d.isFinite else { throw StyleCompileError("\(d) is not a finite number") }
            if expected == .color { throw StyleCompileError("expected a colour, found the number \(d)") }
            return .literal(.number(d))
        case .string(let s):
            if expected == .color { return .literal(.color(try color(s))) }
            if expected == .number { throw StyleCompileError("expected a number, found the string '\(s)'") }
            return .literal(.string(s))
        case .object(let o): return try function(o, expecting: expected)
        case .array(let items): return try operation(items, expecting: expected)
        }
    }

    func color(_ text: String) throws(StyleCompileError) -> StyleColor {
        if text.hasPrefix("@") {
            guard let c = palette[String(text.dropFirst())] else { throw StyleCompileError("no palette colour \(text)") }
            return c
        }
        guard let c = StyleColor(css: text) else { throw StyleCompileError("'\(text)' is not a colour") }
        return c
    }

    private func operation(_ items: [JSONValue], expecting expected: Expected) throws(StyleCompileError) -> StyleExpression {
        guard let op = items.first?.stringValue else { throw StyleCompileError("an expression must start with an operator name") }
        let args = Array(items.dropFirst())
        func arity(_ n: Int) throws(StyleCompileError) {
            guard args.count == n else { throw StyleCompileError("'\(op)' takes \(n) argument(s), found \(args.count)") }
        }
        func key() throws(StyleCompileError) -> String {
            guard args.count == 1, let k = args[0].stringValue else { throw StyleCompileError("'\(op)' takes one property name") }
            return k
        }
        func all(_ e: Expected) throws(StyleCompileError) -> [StyleExpression] {
            var out: [StyleExpression] = []
            for a in args { out.append(try expression(a, expecting: e)) }
            return out
        }
        switch op {
        case "literal":
            try arity(1)
            guard !(args[0].arrayValue != nil) else { throw StyleCompileError("a literal array is only supported inside 'in'") }
            return try expression(args[0], expecting: expected)
        case "get": return .get(try key())
        case "has": return .has(try key())
        case "geometry-type": try arity(0); return .geometryType
        case "id": try arity(0); return .id
        case "zoom": try arity(0); return .zoom
        case "!": try arity(1); return .not(try expression(args[0], expecting: .bool))
        case "all": return .all(try all(.bool))
        case "any": return .any(try all(.bool))
        case "==", "!=", "<", "<=", ">", ">=":
            guard args.count == 2 || args.count == 3 else { throw StyleCompileError("'\(op)' takes two values") }
            return Self.fast(.compare(Self.comparison(op), try expression(args[0], expecting: .any), try expression(args[1], expecting: .any)))
        case "in":
            try arity(2)
            return Self.fast(.isIn(try expression(args[0], expecting: .any), try literalList(args[1])))
        case "match": return try match(args, expecting: expected)
        case "case":
            guard args.count >= 3, args.count % 2 == 1 else { throw StyleCompileError("'case' takes condition/output pairs and a fallback") }
            var arms: [(condition: StyleExpression, output: StyleExpression)] = []
            for i in stride(from: 0, to: args.count - 1, by: 2) {
                arms.append((try expression(args[i], expecting: .bool), try expression(args[i + 1], expecting: expected)))
            }
            return .conditions(arms, fallback: try expression(args[args.count - 1], expecting: expected))
        case "coalesce": return .coalesce(try all(expected))
        case "to-number": return .toNumber(try all(.any))
        case "to-string": try arity(1); return .toText(try expression(args[0], expecting: .any))
        case "to-color":
            guard let first = args.first else { throw StyleCompileError("'to-color' takes a value") }
            return try expression(first, expecting: .color)
        case "concat": return .concat(try all(.any))
        case "upcase", "downcase":
            try arity(1)
            return .changeCase(op == "upcase" ? .upper : .lower, try expression(args[0], expecting: .string))
        case "+", "-", "*", "/":
            guard !args.isEmpty else { throw StyleCompileError("'\(op)' takes numbers") }
            let ops: [String: StyleExpression.Arithmetic] = ["+": .add, "-": .subtract, "*": .multiply, "/": .divide]
            return .arithmetic(ops[op]!, try all(.number))
        case "interpolate": return try interpolate(args, expecting: expected)
        case "step": return try step(args, expecting: expected)
        default: throw StyleCompileError("unsupported expression '\(op)'")
        }
    }

    private static func comparison(_ op: String) -> StyleExpression.Comparison {
        switch op {
        case "==": return .equal
        case "!=": return .notEqual
        case "<": return .less
        case "<=": return .lessOrEqual
        case ">": return .greater
        default: return .greaterOrEqual
        }
    }

    /// The list of `in`: `["literal", [...]]` or a bare array of scalars.
    private func literalList(_ json: JSONValue) throws(StyleCompileError) -> [StyleValue] {
        var list = json
        if let a = json.arrayValue, a.count == 2, a[0].stringValue == "literal" { list = a[1] }
        guard let items = list.arrayValue else { throw StyleCompileError("'in' needs a literal array to search") }
        var values: [StyleValue] = []
        for item in items { values.append(try scalar(item)) }
        return values
    }

    private func scalar(_ json: JSONValue) throws(StyleCompileError) -> StyleValue {
        switch json {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .number(let d): return .number(d)
        case .string(let s): return .string(s)
        case .array, .object: throw StyleCompileError("expected a string, number or boolean, found \(json.kindName)")
        }
    }

    private func match(_ args: [JSONValue], expecting expected: Expected) throws(StyleCompileError) -> StyleExpression {
        guard args.count >= 4, args.count % 2 == 0 else { throw StyleCompileError("'match' takes an input, label/output pairs and a fallback") }
        let input = try expression(args[0], expecting: .any)
        var arms: [StyleExpression.MatchArm] = []
        for i in stride(from: 1, to: args.count - 1, by: 2) {
            let labels: [StyleValue]
            if let list = args[i].arrayValue {
                labels = try list.map { (j: JSONValue) throws(StyleCompileError) -> StyleValue in try scalar(j) }
            } else {
                labels = [try scalar(args[i])]
            }
            arms.append(.init(labels: labels, output: try expression(args[i + 1], expecting: expected)))
        }
        return .match(input, arms, fallback: try expression(args[args.count - 1], expecting: expected))
    }

    private func interpolate(_ args: [JSONValue], expecting expected: Expected) throws(StyleCompileError) -> StyleExpression {
        guard args.count >= 4, args.count % 2 == 0, let kind = args[0].arrayValue, let name = kind.first?.stringValue else {
            throw StyleCompileError("'interpolate' takes a type, an input and input/output pairs")
        }
        let base: Double
        switch name {
        case "linear": base = 1
        case "exponential":
            guard kind.count == 2, let b = kind[1].numberValue, b > 0, b.isFinite else { throw StyleCompileError("'exponential' needs a positive base") }
            base = b
        // Drawn as linear: close enough for zoom curves, and no style of ours uses it.
        case "cubic-bezier": base = 1
        default: throw StyleCompileError("unknown interpolation '\(name)'")
        }
        let input = try expression(args[1], expecting: .number)
        return .interpolate(base: base, input: input, stops: try stops(Array(args[2...]), expecting: expected))
    }

    private func step(_ args: [JSONValue], expecting expected: Expected) throws(StyleCompileError) -> StyleExpression {
        guard args.count >= 2, args.count % 2 == 0 else { throw StyleCompileError("'step' takes an input, a first output and input/output pairs") }
        return .step(input: try expression(args[0], expecting: .number), first: try expression(args[1], expecting: expected),
                     stops: try stops(Array(args[2...]), expecting: expected))
    }

    /// Input/output pairs, inputs strictly increasing.
    private func stops(_ flat: [JSONValue], expecting expected: Expected) throws(StyleCompileError) -> [StyleExpression.Stop] {
        var out: [StyleExpression.Stop] = []
        for i in stride(from: 0, to: flat.count - 1, by: 2) {
            guard let x = flat[i].numberValue, x.isFinite else { throw StyleCompileError("a stop's input must be a number") }
            if let previous = out.last, x <= previous.input { throw StyleCompileError("stop inputs must increase") }
            out.append(.init(input: x, output: try expression(flat[i + 1], expecting: expected)))
        }
        return out
    }

    // MARK: Legacy functions ({"stops": ..., "base": ...})

    private func function(_ o: JSONObject, expecting expected: Expected) throws(StyleCompileError) -> StyleExpression {
        guard let stopList = o["stops"]?.arrayValue, !stopList.isEmpty else { throw StyleCompileError("a function needs 'stops'") }
        let input: StyleExpression
        if let p = o["property"] {
            guard let name = p.stringValue else { throw StyleCompileError("'property' must be a string") }
            input = .get(name)
        } else {
            input = .zoom
        }
        let interpolates = expected == .number || expected == .color
        let type = o["type"]?.stringValue ?? (interpolates ? "exponential" : "interval")
        var pairs: [(JSONValue, StyleExpression)] = []
        for s in stopList {
            guard let pair = s.arrayValue, pair.count == 2 else { throw StyleCompileError("each stop must be [input, output]") }
            pairs.append((pair[0], try expression(pair[1], expecting: expected)))
        }
        switch type {
        case "exponential", "interval":
            var stops: [StyleExpression.Stop] = []
            for (x, out) in pairs {
                guard let v = x.numberValue, v.isFinite else { throw StyleCompileError("a stop's input must be a number") }
                if let previous = stops.last, v <= previous.input { throw StyleCompileError("stop inputs must increase") }
                stops.append(.init(input: v, output: out))
            }
            if type == "interval" { return .step(input: input, first: stops[0].output, stops: Array(stops.dropFirst())) }
            let base = o["base"]?.numberValue ?? 1
            guard base > 0, base.isFinite else { throw StyleCompileError("'base' must be positive") }
            return .interpolate(base: base, input: input, stops: stops)
        case "categorical":
            var arms: [StyleExpression.MatchArm] = []
            for (x, out) in pairs { arms.append(.init(labels: [try scalar(x)], output: out)) }
            let fallback = try o["default"].map { (d: JSONValue) throws(StyleCompileError) in try expression(d, expecting: expected) }
            return .match(input, arms, fallback: fallback ?? .literal(.null))
        default:
            throw StyleCompileError("unsupported function type '\(type)'")
        }
    }

    // MARK: Filters (legacy and expression forms, mixed freely)

    func filter(_ json: JSONValue) throws(StyleCompileError) -> StyleExpression {
        guard let items = json.arrayValue else {
            if case .bool(let b) = json { return .literal(.bool(b)) }
            throw StyleCompileError("a filter must be an array, found \(json.kindName)")
        }
        guard let op = items.first?.stringValue else { throw StyleCompileError("a filter must start with an operator name") }
        let args = Array(items.dropFirst())
        switch op {
        case "all", "any", "none":
            var children: [StyleExpression] = []
            for a in args { children.append(try filter(a)) }
            if op == "all" { return .all(children) }
            return op == "any" ? .any(children) : .not(.any(children))
        case "!" where args.count == 1:
            return .not(try filter(args[0]))
        case "!has":
            guard args.count == 1, let k = args[0].stringValue else { throw StyleCompileError("'!has' takes one property name") }
            return .not(.has(k))
        case "==", "!=", "<", "<=", ">", ">=":
            guard args.count == 2, let k = args[0].stringValue else { return try expression(json, expecting: .bool) }
            return Self.fast(.compare(Self.comparison(op), Self.legacyKey(k), .literal(try scalar(args[1]))))
        case "in", "!in":
            guard let k = args.first?.stringValue else {
                guard op == "in" else { throw StyleCompileError("'!in' takes a property name and values") }
                return try expression(json, expecting: .bool)
            }
            var values: [StyleValue] = []
            for a in args.dropFirst() { values.append(try scalar(a)) }
            let test = Self.fast(.isIn(Self.legacyKey(k), values))
            return op == "in" ? test : .not(test)
        default:
            return try expression(json, expecting: .bool)
        }
    }

    /// The fast form of a comparison or membership test, when it has one (same result, fewer steps).
    static func fast(_ e: StyleExpression) -> StyleExpression {
        switch e {
        case .compare(let op, .get(let key), .literal(let v)): return .propertyCompare(key, op, v)
        case .compare(let op, .literal(let v), .get(let key)): return .propertyCompare(key, flipped(op), v)
        case .compare(let op, .geometryType, .literal(.string(let name))) where op == .equal || op == .notEqual:
            let types: [String: VectorGeometryType] = ["Point": .point, "LineString": .lineString, "Polygon": .polygon,
                                                      "MultiPoint": .point, "MultiLineString": .lineString, "MultiPolygon": .polygon, "Unknown": .unknown]
            guard let type = types[name] else { return .literal(.bool(op == .notEqual)) }
            return op == .equal ? .geometryTypeIs(type) : .not(.geometryTypeIs(type))
        case .isIn(.get(let key), let list): return .propertyIn(key, list)
        default: return e
        }
    }

    /// `a op b` as `b op' a`.
    private static func flipped(_ op: StyleExpression.Comparison) -> StyleExpression.Comparison {
        switch op {
        case .less: return .greater
        case .lessOrEqual: return .greaterOrEqual
        case .greater: return .less
        case .greaterOrEqual: return .lessOrEqual
        case .equal, .notEqual: return op
        }
    }

    /// A legacy filter's key: `$type` and `$id` are the geometry type and id, anything else a property.
    private static func legacyKey(_ k: String) -> StyleExpression {
        switch k {
        case "$type": return .geometryType
        case "$id": return .id
        default: return .get(k)
        }
    }
}
