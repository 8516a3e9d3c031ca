import Foundation
import MapData

/// Reads and writes `$XDG_DATA_HOME/pinmap/favourites.json` as `SettingsFile` does state.json: atomic writes,
/// a size cap, and a file that cannot be understood kept aside (never overwritten) and reported.
public final class FavouritesFile: @unchecked Sendable {
    public struct LoadResult: Sendable {
        public let favourites: [Favourite]
        /// One line for the person when the file was unusable; nil when it loaded or did not exist.
        public let warning: String?
    }

    static let formatName = "pinmap-favourites"
    static let currentVersion = 1
    /// Ten thousand favourites are well under a megabyte; a bigger file is not Pinmap's.
    public static let maxFileBytes = 4 << 20

    public let url: URL
    /// False when an unusable file could not be moved aside: then it must not be overwritten.
    public private(set) var isWritable = true
    private let now: @Sendable () -> Date

    public init(url: URL, now: @escaping @Sendable () -> Date = Date.init) {
        self.url = url
        self.now = now
    }

    /// `$XDG_DATA_HOME/pinmap/favourites.json`, else `~/.local/share/pinmap/favourites.json`.
    public static func defaultURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        XDGDirectory.pinmapFile("favourites.json", variable: "XDG_DATA_HOME", fallback: ".local/share", environment: environment)
    }

    private struct Document: Codable {
        var format: String
        var version: Int
        var favourites: [Favourite]
    }

    public func load() -> LoadResult {
        let path = SymbolicLink.finalTarget(of: url.path)
        let data: Data
        do { data = try RegularFile.read(atPath: path, limit: Self.maxFileBytes) } catch {
            switch error {
            case .notFound: return LoadResult(favourites: [], warning: nil)
            case .tooLarge: return LoadResult(favourites: [], warning: keepAside(path, reason: error.description))
            case .isDirectory, .notRegularFile, .failed:
                isWritable = false
                return LoadResult(favourites: [], warning: "\(url.path): favourites cannot be read (\(error)); starring is off")
            }
        }
        switch Self.decode(data) {
        case .success(let favourites): return LoadResult(favourites: favourites, warning: nil)
        case .failure(let problem): return LoadResult(favourites: [], warning: keepAside(path, reason: problem.reason))
        }
    }

    /// Why a favourites file's bytes are not Pinmap's favourites.
    struct DecodeProblem: Error, Equatable { let reason: String }

    /// The favourites in a file's bytes, or why they are refused. Reads nothing else, writes nothing (the fuzzer's entry).
    static func decode(_ data: Data) -> Result<[Favourite], DecodeProblem> {
        do {
            let document = try JSONDecoder().decode(Document.self, from: data)
            guard document.format == Self.formatName, document.version <= Self.currentVersion else {
                return .failure(DecodeProblem(reason: "not a Pinmap favourites file"))
            }
            // Coordinates out of range cannot be drawn: such an entry is not Pinmap's writing.
            guard document.favourites.allSatisfy({ (-90...90).contains($0.latitude) && (-180...180).contains($0.longitude) }) else {
                return .failure(DecodeProblem(reason: "a favourite's coordinates are out of range"))
            }
            return .success(document.favourites)
        } catch {
            return .failure(DecodeProblem(reason: "corrupt: \(String(describing: error).prefix(120))"))
        }
    }

    /// The file's bytes for `favourites`, or why they cannot be written: never more than `load` reads back.
    public func encoded(_ favourites: [Favourite]) throws(SettingsError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do { data = try encoder.encode(Document(format: Self.formatName, version: Self.currentVersion, favourites: favourites)) } catch {
            throw .io(path: url.path, reason: "cannot encode: \(error)")
        }
        guard data.count <= Self.maxFileBytes else {
            throw .io(path: url.path, reason: "not written: \(data.count) bytes would be over the \(Self.maxFileBytes >> 20) MiB a favourites file may have")
        }
        return data
    }

    public func save(_ favourites: [Favourite]) throws(SettingsError) {
        guard isWritable else { throw .io(path: url.path, reason: "not written: the unreadable file there is kept") }
        let data = try encoded(favourites)
        do { try SafeFile.writeAtomically(data, to: URL(fileURLWithPath: SymbolicLink.finalTarget(of: url.path))) } catch {
            throw .io(path: url.path, reason: error.reason)
        }
    }

    private func keepAside(_ path: String, reason: String) -> String {
        guard let aside = SafeFile.moveAside(path, now: now()) else {
            isWritable = false
            return "\(url.path): favourites file \(reason); left untouched, starring is off"
        }
        return "\(url.path): favourites file \(reason); it was kept as \(aside) and a new one is started"
    }
}
