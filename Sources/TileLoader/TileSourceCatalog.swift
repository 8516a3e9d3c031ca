import Foundation
import MapCore

/// The styles a user can pick: the built-in catalogue plus `$XDG_CONFIG_HOME/pinmap/styles.json`.
public enum TileSourceCatalog {
    /// The merged list and what was wrong with the user's file (shown to the user, never fatal).
    public struct Result: Sendable {
        public let styles: [MapStyle]
        public let warnings: [String]
    }

    /// `$XDG_CONFIG_HOME/pinmap/styles.json`, falling back to `~/.config`.
    public static func userStylesFile(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        configHome(environment).appendingPathComponent("pinmap/styles.json")
    }

    /// Built-ins first in their order; a user style with a built-in id replaces it in place, others follow.
    /// A missing file is no warning; an unreadable or malformed file, or a bad style in it, is a warning and is skipped.
    public static func merge(builtIn: [MapStyle], userFile: URL?) -> Result {
        guard let userFile, FileManager.default.fileExists(atPath: userFile.path) else {
            return Result(styles: builtIn, warnings: [])
        }
        let data: Data
        do { data = try Data(contentsOf: userFile) } catch {
            return Result(styles: builtIn, warnings: ["\(userFile.path): cannot read (\(error.localizedDescription)); ignored"])
        }
        return merge(builtIn: builtIn, userData: data, sourceName: userFile.path)
    }

    /// As `merge(builtIn:userFile:)` for bytes already read.
    public static func merge(builtIn: [MapStyle], userData: Data, sourceName: String) -> Result {
        let raw: [Any]
        do {
            guard let array = try JSONSerialization.jsonObject(with: userData) as? [Any] else {
                return Result(styles: builtIn, warnings: ["\(sourceName): expected a JSON array of styles; file ignored"])
            }
            raw = array
        } catch {
            return Result(styles: builtIn, warnings: ["\(sourceName): not valid JSON; file ignored"])
        }
        var warnings: [String] = []
        var styles = builtIn
        var seen = Set<String>()
        for (i, element) in raw.enumerated() {
            let style: MapStyle
            do {
                let one = try JSONSerialization.data(withJSONObject: element)
                style = try JSONDecoder().decode(MapStyle.self, from: one)
            } catch {
                warnings.append("\(sourceName): style #\(i + 1) is not a valid style (\(describe(error))); skipped")
                continue
            }
            if let problem = problem(with: style) {
                warnings.append("\(sourceName): style '\(style.id)': \(problem); skipped")
                continue
            }
            guard seen.insert(style.id).inserted else {
                warnings.append("\(sourceName): style id '\(style.id)' appears twice; the later one is skipped")
                continue
            }
            if let at = styles.firstIndex(where: { $0.id == style.id }) { styles[at] = style } else { styles.append(style) }
        }
        return Result(styles: styles, warnings: warnings)
    }

    /// The style for `pinmap --tile-url TEMPLATE [--tile-attribution TEXT]` (id "custom").
    public static func customStyle(template: String, attribution: String? = nil) throws(TileTemplateError) -> MapStyle {
        let style = MapStyle(id: "custom", name: "Custom", urlTemplate: template,
                             subdomains: template.contains("{s}") ? ["a", "b", "c"] : [],
                             attribution: attribution ?? "", hasRetinaTiles: template.contains("{r}"))
        _ = try TileURLTemplate(style: style)
        return style
    }

    /// Why a decoded style cannot be used, or nil.
    static func problem(with style: MapStyle) -> String? {
        if style.id.trimmingCharacters(in: .whitespaces).isEmpty { return "empty id" }
        guard style.minZoom >= 0, style.maxZoom <= 24, style.minZoom <= style.maxZoom else {
            return "zoom range \(style.minZoom)…\(style.maxZoom) is invalid"
        }
        guard style.tileSize == 256 || style.tileSize == 512 else { return "tile size \(style.tileSize) is not 256 or 512" }
        if style.kind == .raster {
            do { _ = try TileURLTemplate(style: style) } catch { return error.description }
        }
        return nil
    }

    private static func configHome(_ env: [String: String]) -> URL {
        if let x = env["XDG_CONFIG_HOME"], x.hasPrefix("/") { return URL(fileURLWithPath: x) }
        let home = env["HOME"] ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".config")
    }

    private static func describe(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _): return "missing '\(key.stringValue)'"
        case .typeMismatch(_, let c), .valueNotFound(_, let c): return "wrong type at '\(c.codingPath.map(\.stringValue).joined(separator: "."))'"
        case .dataCorrupted(let c): return c.debugDescription
        default: return "not an object"
        }
    }
}
