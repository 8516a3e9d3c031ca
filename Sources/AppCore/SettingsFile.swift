import Foundation
import MapData

/// Reads and writes `state.json` safely: atomic writes (temp file + rename, through a symlink to its target),
/// a size cap, and a file that cannot be understood is moved aside to `state.json.corrupt-<timestamp>`
/// (with `-2`, `-3`, … when that name is taken: an earlier backup is never overwritten) before anything new is written.
public final class SettingsFile: @unchecked Sendable {
    /// What `load()` found.
    public struct LoadResult: Sendable {
        public let settings: AppSettings
        /// One line for the user when the file was unusable; nil when it loaded or did not exist.
        public let warning: String?
    }

    public let url: URL
    /// False when an unusable file could not be moved aside: then it must not be overwritten.
    public private(set) var isWritable = true
    private let now: @Sendable () -> Date

    public init(url: URL, now: @escaping @Sendable () -> Date = Date.init) {
        self.url = url
        self.now = now
    }

    /// `$XDG_CONFIG_HOME/pinmap/state.json`, else `~/.config/pinmap/state.json`.
    public static func defaultURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        XDGDirectory.pinmapFile("state.json", variable: "XDG_CONFIG_HOME", fallback: ".config", environment: environment)
    }

    /// Settings are a few hundred bytes; a bigger file is not Pinmap's, and reading it would only cost time and memory.
    public static let maxFileBytes = 1 << 20

    /// Where reads and writes go: `url`, or the file its symlink points to (so the link stays a link).
    public var targetPath: String { SymbolicLink.finalTarget(of: url.path) }

    /// Defaults when the file is missing; defaults and a warning when it is unusable (kept aside, never lost).
    public func load() -> LoadResult {
        let path = targetPath
        let data: Data
        do { data = try RegularFile.read(atPath: path, limit: Self.maxFileBytes) } catch {
            switch error {
            case .notFound:
                return LoadResult(settings: .defaults, warning: nil)
            case .tooLarge:
                return LoadResult(settings: .defaults, warning: moveAside(path, because: .foreign(path: url.path, reason: error.description)))
            case .isDirectory, .notRegularFile, .failed:
                // Not a file Pinmap could have written: left alone, and never written over.
                isWritable = false
                return LoadResult(settings: .defaults, warning: SettingsError.io(path: url.path, reason: "cannot be read (\(error)); using defaults").description)
            }
        }
        do {
            return LoadResult(settings: try Self.decode(data, path: url.path), warning: nil)
        } catch {
            return LoadResult(settings: .defaults, warning: moveAside(path, because: error))
        }
    }

    /// Writes atomically: a temp file beside the target, then rename over it (a symlink's target, not the link).
    public func save(_ settings: AppSettings) throws(SettingsError) {
        guard isWritable else { throw .io(path: url.path, reason: "not written: the unreadable file there is kept") }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do { data = try encoder.encode(settings) } catch {
            throw .io(path: url.path, reason: "cannot write: \(error.localizedDescription)")
        }
        do { try SafeFile.writeAtomically(data, to: URL(fileURLWithPath: targetPath)) } catch {
            throw .io(path: url.path, reason: error.reason)
        }
    }

    /// Parses and checks the marker, version and ranges; `path` names the file in errors.
    /// Total: any bytes give settings or a thrown error, never a trap (the hand-written parser caps nesting,
    /// and no number is converted before its range is checked).
    public static func decode(_ data: Data, path: String) throws(SettingsError) -> AppSettings {
        let root: JSONValue
        do { root = try JSONParser.parse(data) } catch {
            throw .corrupt(path: path, reason: "not JSON: \(error)")
        }
        guard let object = root.objectValue else { throw .foreign(path: path, reason: "top level is \(root.kindName), not an object") }
        guard object["format"]?.stringValue == AppSettings.formatName else {
            throw .foreign(path: path, reason: "no \"format\": \"\(AppSettings.formatName)\"")
        }
        guard let version = object["version"]?.numberValue, version == version.rounded(), version >= 0,
              version <= Double(AppSettings.currentVersion) else {
            throw .foreign(path: path, reason: "unsupported version")
        }
        var settings: AppSettings
        do { settings = try JSONDecoder().decode(AppSettings.self, from: data) } catch {
            throw .corrupt(path: path, reason: "wrong shape: \(String(describing: error).prefix(120))")
        }
        if let vp = settings.viewport, !vp.isValid { settings.viewport = nil }
        settings.panelWidth = min(AppSettings.panelWidthRange.upperBound, max(AppSettings.panelWidthRange.lowerBound, settings.panelWidth))
        return settings
    }

    /// Renames the unusable file at `path` to `<name>.corrupt-<UTC timestamp>` (a free name, never an existing
    /// file); the warning gives the path it went to.
    private func moveAside(_ path: String, because error: SettingsError) -> String {
        guard let aside = SafeFile.moveAside(path, now: now()) else {
            isWritable = false
            return "\(error); using defaults and leaving the file untouched"
        }
        return "\(error); using defaults, the old file was kept as \(aside)"
    }
}
