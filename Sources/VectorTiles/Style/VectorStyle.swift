import Foundation
import MapCore
import MapData

/// Pinmap's vector style: a documented subset of the MapLibre style spec (docs/VECTOR-STYLE.md), read once.
/// Layers the renderer cannot draw are skipped and listed in `problems`, as are values replaced by defaults.
public struct VectorStyle: Sendable {
    /// The palette used when the style has palettes and none is asked for.
    public static let defaultPalette = "light"

    public var name: String
    public var layers: [StyleLayer]
    /// Everything skipped or defaulted, once each, in file order.
    public var problems: [StyleProblem]
    /// The palette the colours came from (nil when the style has none).
    public var palette: String?

    public init(name: String = "", layers: [StyleLayer], problems: [StyleProblem] = [], palette: String? = nil) {
        self.name = name; self.layers = layers; self.problems = problems; self.palette = palette
    }

    /// Reads a style file. `palette` picks one of the style's `palettes` ("light", "dark"); colours written
    /// "@name" come from it.
    public init(contentsOf url: URL, palette: String? = nil) throws(StyleError) {
        let data: Data
        // A regular file within its cap, opened non-blocking: a FIFO here must not hold the window.
        do { data = try RegularFile.read(atPath: url.path, limit: Limits.styleFileBytes) } catch {
            throw StyleError(file: url.path, reason: "cannot be read: \(error)")
        }
        try self.init(data: data, file: url.lastPathComponent, palette: palette)
    }

    /// Parses a style. Throws only when the whole file is unusable (not JSON, no layer list, unknown palette).
    public init(data: Data, file: String = "style", palette: String? = nil) throws(StyleError) {
        let root: JSONObject
        do {
            guard let o = try JSONParser.parse(data).objectValue else { throw StyleError(file: file, reason: "the style must be a JSON object") }
            root = o
        } catch let e as JSONParseError {
            throw StyleError(file: file, reason: "not JSON: \(e)")
        } catch let e as StyleError {
            throw e
        } catch {
            throw StyleError(file: file, reason: "\(error)")
        }
        guard let layerList = root["layers"]?.arrayValue else { throw StyleError(file: file, reason: "no 'layers' array") }
        var problems: [StyleProblem] = []
        var compiler = StyleCompiler()
        var chosen: String?
        if let palettes = root["palettes"] {
            guard let table = palettes.objectValue, !table.members.isEmpty else {
                throw StyleError(file: file, reason: "'palettes' must be an object of named palettes")
            }
            let name = palette ?? (table[Self.defaultPalette] != nil ? Self.defaultPalette : table.members[0].key)
            guard let colours = table[name]?.objectValue else {
                throw StyleError(file: file, reason: "no palette '\(name)' (has \(table.members.map(\.key).joined(separator: ", ")))")
            }
            for m in colours.members {
                if let s = m.value.stringValue, let c = StyleColor(css: s) {
                    compiler.palette[m.key] = c
                } else {
                    problems.append(StyleProblem(layer: "", reason: "palette '\(name)': '\(m.key)' is not a colour"))
                }
            }
            chosen = name
        } else if let palette {
            throw StyleError(file: file, reason: "asked for palette '\(palette)' but the style has no 'palettes'")
        }
        var layers: [StyleLayer] = []
        var seen: Set<String> = []
        for (index, json) in layerList.enumerated() {
            let parsed = Self.layer(json, index: index, compiler: compiler)
            for p in parsed.problems where !problems.contains(p) { problems.append(p) }
            guard let layer = parsed.layer else { continue }
            if !seen.insert(layer.id).inserted {
                problems.append(StyleProblem(layer: layer.id, reason: "duplicate layer id; drawn anyway"))
            }
            layers.append(layer)
        }
        self.init(name: root["name"]?.stringValue ?? "", layers: layers, problems: problems, palette: chosen)
    }

    /// One layer, or nil (with the reason) when it cannot be drawn.
    private static func layer(_ json: JSONValue, index: Int, compiler: StyleCompiler) -> (layer: StyleLayer?, problems: [StyleProblem]) {
        guard let o = json.objectValue else {
            return (nil, [StyleProblem(layer: "#\(index)", reason: "a layer must be an object, found \(json.kindName); skipped")])
        }
        let id = o["id"]?.stringValue ?? "#\(index)"
        func skip(_ reason: String) -> (StyleLayer?, [StyleProblem]) { (nil, [StyleProblem(layer: id, reason: reason + "; skipped")]) }
        guard let type = o["type"]?.stringValue else { return skip("no layer 'type'") }
        guard ["background", "fill", "line", "symbol"].contains(type) else { return skip("unsupported layer type '\(type)'") }
        var problems: [StyleProblem] = []
        var paint = StylePropertyReader(o["paint"], section: "paint", layerID: id, compiler: compiler)
        var layout = StylePropertyReader(o["layout"], section: "layout", layerID: id, compiler: compiler)
        let visibility = layout.keyword("visibility", default: Visibility.visible)
        let kind: StyleLayer.Kind
        switch type {
        case "background": kind = .background(StyleBackground(paint: &paint))
        case "fill": kind = .fill(StyleFill(paint: &paint))
        case "line": kind = .line(StyleLine(paint: &paint, layout: &layout))
        default: kind = .symbol(StyleSymbol(paint: &paint, layout: &layout))
        }
        problems += paint.finish() + layout.finish()
        var sourceLayer: String?
        if type != "background" {
            guard let s = o["source-layer"]?.stringValue else { return (nil, problems + skip("no 'source-layer'").1) }
            sourceLayer = s
        }
        func zoom(_ key: String, _ d: Double) -> Double {
            guard let v = o[key] else { return d }
            guard let z = v.numberValue, z.isFinite, z >= 0, z <= 24 else {
                problems.append(StyleProblem(layer: id, reason: "\(key) must be a number from 0 to 24; using \(d)"))
                return d
            }
            return z
        }
        let minZoom = zoom("minzoom", 0), maxZoom = zoom("maxzoom", 24)
        var filter: StyleExpression?
        if let f = o["filter"] {
            do { filter = try compiler.filter(f) } catch {
                // A filter that cannot be read would draw the wrong features: skip the layer instead.
                return (nil, problems + skip("filter: \(error.reason)").1)
            }
        }
        guard visibility == .visible else { return (nil, problems) }
        return (StyleLayer(id: id, kind: kind, sourceLayer: sourceLayer, minZoom: minZoom, maxZoom: maxZoom, filter: filter), problems)
    }

    private enum Visibility: String { case visible, none }
}
