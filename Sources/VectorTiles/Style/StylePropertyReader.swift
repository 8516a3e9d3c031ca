import MapData

/// Reads one layer's `paint` or `layout` object: each property compiled, bad values reported and defaulted,
/// unknown names reported.
struct StylePropertyReader {
    let object: JSONObject?
    let compiler: StyleCompiler
    let layerID: String
    let section: String
    private(set) var problems: [StyleProblem] = []
    private var known: Set<String> = []

    init(_ json: JSONValue?, section: String, layerID: String, compiler: StyleCompiler) {
        self.section = section; self.layerID = layerID; self.compiler = compiler
        if let json, case .object(let o) = json { object = o } else { object = nil }
        if let json, json.objectValue == nil {
            problems.append(StyleProblem(layer: layerID, reason: "'\(section)' must be an object, found \(json.kindName)"))
        }
    }

    private mutating func report(_ name: String, _ reason: String) {
        problems.append(StyleProblem(layer: layerID, reason: "\(name): \(reason); using the default"))
    }

    private mutating func raw(_ name: String) -> JSONValue? {
        known.insert(name)
        return object?[name]
    }

    mutating func number(_ name: String, default d: Double, minimum: Double = -.infinity) -> StyleProperty<Double> {
        guard let json = raw(name) else { return StyleProperty(constant: d) }
        do {
            let p = StyleProperty(try compiler.expression(json, expecting: .number), default: d)
            if let c = p.constant, c < minimum { report(name, "\(c) is below \(minimum)"); return StyleProperty(constant: d) }
            return p
        } catch {
            report(name, error.reason)
            return StyleProperty(constant: d)
        }
    }

    mutating func color(_ name: String, default d: StyleColor) -> StyleProperty<StyleColor> {
        optionalColor(name) ?? StyleProperty(constant: d)
    }

    /// Nil when the property is absent (or bad): the painter then skips what it draws.
    mutating func optionalColor(_ name: String) -> StyleProperty<StyleColor>? {
        guard let json = raw(name) else { return nil }
        do { return StyleProperty(try compiler.expression(json, expecting: .color), default: .black) } catch {
            report(name, error.reason)
            return nil
        }
    }

    /// A feature-dependent value of any type (text-field, sort keys), or nil when absent or bad.
    mutating func expression(_ name: String, expecting expected: StyleCompiler.Expected) -> StyleExpression? {
        guard let json = raw(name) else { return nil }
        do { return try compiler.expression(json, expecting: expected) } catch {
            report(name, error.reason)
            return nil
        }
    }

    /// Marks a property as known without reading it (things the desktop decides, such as fonts).
    mutating func ignore(_ name: String) { known.insert(name) }

    /// One of a fixed set of words (constants only).
    mutating func keyword<Word: RawRepresentable<String>>(_ name: String, default d: Word) -> Word {
        guard let json = raw(name) else { return d }
        guard let s = json.stringValue, let w = Word(rawValue: s) else {
            report(name, "unsupported value \(json.stringValue.map { "'\($0)'" } ?? json.kindName)")
            return d
        }
        return w
    }

    /// A constant array of non-negative numbers (`line-dasharray`), or nil.
    mutating func numbers(_ name: String) -> [Double]? {
        guard var json = raw(name) else { return nil }
        if let a = json.arrayValue, a.count == 2, a[0].stringValue == "literal" { json = a[1] }
        guard let items = json.arrayValue, !items.isEmpty,
              case let values = items.compactMap(\.numberValue), values.count == items.count,
              values.allSatisfy({ $0 >= 0 && $0.isFinite }), values.contains(where: { $0 > 0 }) else {
            report(name, "expected an array of non-negative numbers")
            return nil
        }
        return values
    }

    /// Reports names this layer type does not support (once each), and returns every problem found.
    mutating func finish() -> [StyleProblem] {
        for m in object?.members ?? [] where !known.contains(m.key) {
            problems.append(StyleProblem(layer: layerID, reason: "unsupported \(section) property '\(m.key)' ignored"))
        }
        return problems
    }
}
