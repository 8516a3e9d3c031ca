import Foundation

/// Finds the bundled data/ folder (catalog, places, basemap) and its sibling icons/.
///
/// Order: the `PINMAP_DATA_DIR` environment variable (the data folder itself), then every folder
/// above the executable (symlinks resolved) and above the current directory that holds data/catalog.json.
/// A build at .build/debug/pinmap thus finds the package root's data/.
public struct DataLocator: Sendable, Equatable {
    public static let environmentVariable = "PINMAP_DATA_DIR"
    public static let catalogFileName = "catalog.json"

    /// The folder holding catalog.json.
    public let dataDirectory: URL

    public init(dataDirectory: URL) { self.dataDirectory = dataDirectory.standardizedFileURL }

    public var catalogURL: URL { dataDirectory.appendingPathComponent(Self.catalogFileName) }

    /// icons/ beside data/ (it may not exist; the icon loader decides what to do then).
    public var iconsDirectory: URL { dataDirectory.deletingLastPathComponent().appendingPathComponent("icons", isDirectory: true) }

    /// A file named in the catalog, relative to the data folder.
    public func url(forDataFile name: String) -> URL { dataDirectory.appendingPathComponent(name) }

    /// Searches as described on the type, with this process's environment, executable and working directory.
    public static func locate() throws(DataLocatorError) -> DataLocator {
        let exe = Bundle.main.executablePath ?? CommandLine.arguments.first
        return try locate(environment: ProcessInfo.processInfo.environment, executablePath: exe,
                          currentDirectory: FileManager.default.currentDirectoryPath)
    }

    /// Searches as described on the type; every input is explicit so tests can drive it.
    public static func locate(environment: [String: String], executablePath: String?,
                              currentDirectory: String?) throws(DataLocatorError) -> DataLocator {
        let fm = FileManager.default
        if let override = environment[environmentVariable], !override.isEmpty {
            let dir = URL(fileURLWithPath: override, isDirectory: true)
            guard fm.fileExists(atPath: dir.appendingPathComponent(catalogFileName).path) else {
                throw .overrideHasNoCatalog(path: override)
            }
            return DataLocator(dataDirectory: dir)
        }
        var starts: [URL] = []
        if let exe = executablePath, !exe.isEmpty {
            let url = URL(fileURLWithPath: exe, relativeTo: currentDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) })
            starts.append(url.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        if let cwd = currentDirectory, !cwd.isEmpty { starts.append(URL(fileURLWithPath: cwd, isDirectory: true)) }
        for start in starts {
            var dir = start.standardizedFileURL
            while true {
                let data = dir.appendingPathComponent("data", isDirectory: true)
                if fm.fileExists(atPath: data.appendingPathComponent(catalogFileName).path) {
                    return DataLocator(dataDirectory: data)
                }
                let parent = dir.deletingLastPathComponent().standardizedFileURL
                if parent.path == dir.path { break }
                dir = parent
            }
        }
        throw .notFound(searched: starts.map(\.path))
    }
}
