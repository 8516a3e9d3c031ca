import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads and writes `state.json` safely: atomic writes (temp file + rename), and a file that cannot be
/// understood is moved aside to `state.json.corrupt-<timestamp>` before anything new is written.
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
        let base: URL
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            base = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            let home = environment["HOME"] ?? NSHomeDirectory()
            base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".config", isDirectory: true)
        }
        return base.appendingPathComponent("pinmap", isDirectory: true).appendingPathComponent("state.json")
    }

    /// Defaults when the file is missing; defaults and a warning when it is unusable (kept aside, never lost).
    public func load() -> LoadResult {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            if !FileManager.default.fileExists(atPath: url.path) { return LoadResult(settings: .defaults, warning: nil) }
            isWritable = false
            return LoadResult(settings: .defaults, warning: SettingsError.io(path: url.path, reason: "cannot be read; using defaults").description)
        }
        do {
            return LoadResult(settings: try Self.decode(data, path: url.path), warning: nil)
        } catch {
            return LoadResult(settings: .defaults, warning: moveAside(because: error))
        }
    }

    /// Writes atomically: a temp file in the same folder, then rename over the old one.
    public func save(_ settings: AppSettings) throws(SettingsError) {
        guard isWritable else { throw .io(path: url.path, reason: "not written: the unreadable file there is kept") }
        let folder = url.deletingLastPathComponent()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let data = try encoder.encode(settings)
            let temp = folder.appendingPathComponent(".state.json.tmp-\(getpid())")
            try data.write(to: temp)
            guard rename(temp.path, url.path) == 0 else {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temp)
                throw SettingsError.io(path: url.path, reason: "rename failed: \(reason)")
            }
        } catch let error as SettingsError {
            throw error
        } catch {
            throw .io(path: url.path, reason: "cannot write: \(error.localizedDescription)")
        }
    }

    /// Parses and checks the marker, version and ranges.
    static func decode(_ data: Data, path: String) throws(SettingsError) -> AppSettings {
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: data) } catch {
            throw .corrupt(path: path, reason: "not JSON")
        }
        guard let dict = object as? [String: Any] else { throw .foreign(path: path, reason: "top level is not an object") }
        guard dict["format"] as? String == AppSettings.formatName else {
            throw .foreign(path: path, reason: "no \"format\": \"\(AppSettings.formatName)\"")
        }
        guard let version = dict["version"] as? Int, version <= AppSettings.currentVersion else {
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

    /// Renames the unusable file to `state.json.corrupt-<UTC timestamp>`; the warning says where it went.
    private func moveAside(because error: SettingsError) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        let aside = url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".corrupt-" + formatter.string(from: now()))
        guard rename(url.path, aside.path) == 0 else {
            isWritable = false
            return "\(error); using defaults and leaving the file untouched"
        }
        return "\(error); using defaults, the old file was kept as \(aside.lastPathComponent)"
    }
}
