import Foundation
import MapCore
import MapData

/// The styles a user can pick: the built-in catalogue plus `$XDG_CONFIG_HOME/pinmap/styles.json`.
public enum TileSourceCatalog {
    /// The merged list and what was wrong with the user's file (shown to the user, never fatal).
    public struct Result: Sendable {
        public let styles: [MapStyle]
        /// Every entry skipped (with its index and reason), or why the whole file was ignored.
        public let problems: [StyleProblem]

        /// One line per problem, for the start-up banner and stderr.
        public var warnings: [String] { problems.map(\.description) }

        /// Why the user's style `id` is not among `styles`, when the file had an entry with that id.
        public func rejection(forID id: String) -> StyleProblem? {
            problems.first { $0.id == id && $0.index != nil }
        }
    }

    /// styles.json holds a handful of styles; anything bigger is not one.
    public static let maxFileBytes = 1 << 20

    /// `$XDG_CONFIG_HOME/pinmap/styles.json`, falling back to `~/.config`.
    public static func userStylesFile(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        configHome(environment).appendingPathComponent("pinmap/styles.json")
    }

    /// Built-ins first in their order; a user style with a built-in id replaces it in place, others follow.
    /// A missing file is no problem; an unreadable (a FIFO, a directory, too large) or malformed file is
    /// ignored, and a bad entry is skipped, each with a problem saying why.
    public static func merge(builtIn: [MapStyle], userFile: URL?) -> Result {
        guard let userFile else { return Result(styles: builtIn, problems: []) }
        let data: Data
        do { data = try RegularFile.read(atPath: userFile.path, limit: maxFileBytes) } catch {
            if error == .notFound { return Result(styles: builtIn, problems: []) }
            let reason = error.description.hasPrefix("too large") ? error.description : "cannot be read: \(error)"
            return Result(styles: builtIn, problems: [StyleProblem(source: userFile.path, index: nil, id: nil, reason: reason)])
        }
        return merge(builtIn: builtIn, userData: data, sourceName: userFile.path)
    }

    /// As `merge(builtIn:userFile:)` for bytes already read. Total: any bytes give a result, never a trap.
    /// - Complexity: O(n) in the bytes, plus O(styles²) to place them.
    public static func merge(builtIn: [MapStyle], userData: Data, sourceName: String) -> Result {
        func fileIgnored(_ reason: String) -> Result {
            Result(styles: builtIn, problems: [StyleProblem(source: sourceName, index: nil, id: nil, reason: reason)])
        }
        let entries: [JSONValue]
        do {
            let root = try JSONParser.parse(userData)
            guard let array = root.arrayValue else { return fileIgnored("expected a JSON array of styles, found \(root.kindName)") }
            entries = array
        } catch {
            return fileIgnored("not valid JSON (\(error))")
        }
        var problems: [StyleProblem] = []
        var styles = builtIn
        var firstIndexOfID: [String: Int] = [:]
        for (index, entry) in entries.enumerated() {
            func skip(_ id: String?, _ reason: String) {
                problems.append(StyleProblem(source: sourceName, index: index, id: id, reason: reason))
            }
            let style: MapStyle
            do { style = try UserStyleDecoder.style(from: entry) } catch {
                skip(error.id, error.reason)
                continue
            }
            if let problem = problem(with: style) {
                skip(style.id, problem)
                continue
            }
            if let first = firstIndexOfID[style.id] {
                skip(style.id, "the id appears again (first at [\(first)])")
                continue
            }
            firstIndexOfID[style.id] = index
            if let at = styles.firstIndex(where: { $0.id == style.id }) { styles[at] = style } else { styles.append(style) }
        }
        return Result(styles: styles, problems: problems)
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
        if style.kind == .raster, style.archivePath == nil {
            do { _ = try TileURLTemplate(style: style) } catch { return error.description }
        }
        return nil
    }

    private static func configHome(_ env: [String: String]) -> URL {
        if let x = env["XDG_CONFIG_HOME"], x.hasPrefix("/") { return URL(fileURLWithPath: x) }
        let home = env["HOME"] ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".config")
    }
}
