import Foundation

/// Finds the bundled data/ folder (catalog, places, basemap) and its sibling icons/.
///
/// Order: the `PINMAP_DATA_DIR` environment variable (the data folder itself); every folder above the
/// executable (symlinks resolved) that holds data/catalog.json (a build at .build/debug/pinmap finds the
/// package root's data/); an install beside the executable (`PREFIX/libexec/pinmap/pinmap` or `PREFIX/bin/pinmap`
/// → `PREFIX/share/pinmap/data`); `pinmap/data` under `$XDG_DATA_HOME` and each of `$XDG_DATA_DIRS`
/// (default `/usr/local/share:/usr/share`); last, every folder above the current directory.
public struct DataLocator: Sendable, Equatable {
    public static let environmentVariable = "PINMAP_DATA_DIR"
    public static let catalogFileName = "catalog.json"
    /// XDG_DATA_DIRS when unset or empty, as the XDG Base Directory specification says.
    public static let defaultDataDirs = "/usr/local/share/:/usr/share/"

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
        if let override = environment[environmentVariable], !override.isEmpty {
            let dir = URL(fileURLWithPath: override, isDirectory: true)
            guard hasCatalog(dir) else { throw .overrideHasNoCatalog(path: override) }
            return DataLocator(dataDirectory: dir)
        }
        var exeDir: URL?
        if let exe = executablePath, !exe.isEmpty {
            let url = URL(fileURLWithPath: exe, relativeTo: currentDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) })
            exeDir = url.resolvingSymlinksInPath().deletingLastPathComponent().standardizedFileURL
        }
        if let start = exeDir, let found = searchUpward(from: start) { return found }
        let installed = installedDirectories(executableDirectory: exeDir, environment: environment)
        if let dir = installed.first(where: hasCatalog) { return DataLocator(dataDirectory: dir) }
        var cwdDir: URL?
        if let cwd = currentDirectory, !cwd.isEmpty {
            cwdDir = URL(fileURLWithPath: cwd, isDirectory: true).standardizedFileURL
            if let found = searchUpward(from: cwdDir!) { return found }
        }
        throw .notFound(searched: [exeDir, cwdDir].compactMap { $0?.path },
                        installed: installed.map(\.path))
    }

    /// `share/pinmap/data` of an install around the executable, then under XDG_DATA_HOME and XDG_DATA_DIRS, in order, once each.
    static func installedDirectories(executableDirectory: URL?, environment: [String: String]) -> [URL] {
        var dirs: [URL] = []
        if let exe = executableDirectory {
            // PREFIX/libexec/pinmap/pinmap (tools/install.sh, the .deb), then PREFIX/bin/pinmap.
            dirs.append(exe.appendingPathComponent("../../share/pinmap/data"))
            dirs.append(exe.appendingPathComponent("../share/pinmap/data"))
        }
        var bases: [String] = []
        if let home = environment["XDG_DATA_HOME"], home.hasPrefix("/") {
            bases.append(home)
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            bases.append(home + "/.local/share")
        }
        let dataDirs = environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? defaultDataDirs
        // The specification ignores relative entries.
        bases += dataDirs.split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
        dirs += bases.map { URL(fileURLWithPath: $0, isDirectory: true).appendingPathComponent("pinmap/data") }
        var seen = Set<String>()
        return dirs.map(\.standardizedFileURL).filter { seen.insert($0.path).inserted }
    }

    /// The nearest `data/` holding catalog.json in `start` or a folder above it.
    static func searchUpward(from start: URL) -> DataLocator? {
        var dir = start
        while true {
            let data = dir.appendingPathComponent("data", isDirectory: true)
            if hasCatalog(data) { return DataLocator(dataDirectory: data) }
            let parent = dir.deletingLastPathComponent().standardizedFileURL
            if parent.path == dir.path { return nil }
            dir = parent
        }
    }

    static func hasCatalog(_ dir: URL) -> Bool {
        FileManager.default.fileExists(atPath: dir.appendingPathComponent(catalogFileName).path)
    }
}
