import Foundation

extension PinmapOptions {
    /// Place files as the arguments (`pinmap %U` from Files passes `file:` URIs, a shell paths): the window opens
    /// each as a layer beside the places (`--data` replaces them), so they are returned; every other mode reads
    /// them as `--data` (only `--export` takes more than one). An argument with another scheme stays the geo: URI
    /// it must then be; at most one is taken.
    mutating func takePlaceFileArgument() throws(CLIError) -> [String] {
        var paths: [String] = [], uris: [String] = []
        for argument in targets {
            if let path = try Self.placeFilePath(argument) { paths.append(path) } else { uris.append(argument) }
        }
        if uris.count > 1 { throw .badArgument("pinmap: give at most one geo: URI (got \(uris.count))") }
        targets = uris
        if paths.isEmpty || isWindowMode { return paths }
        if data != nil { throw .badArgument("pinmap: both --data and the file \(paths[0].prefix(200)) name places; give one") }
        dataFiles = paths
        return []
    }

    /// The path an argument names: a `file:` URI's (only a local one) or a plain path; nil for another scheme.
    private static func placeFilePath(_ argument: String) throws(CLIError) -> String? {
        if argument.lowercased().hasPrefix("file:") {
            guard let url = URL(string: argument), url.isFileURL, !url.path.isEmpty,
                  [nil, "", "localhost"].contains(url.host) else {
                throw .badArgument("pinmap: \(argument.prefix(200)) is not a local file: URI")
            }
            return url.path
        }
        if let colon = argument.firstIndex(of: ":"), !argument[..<colon].contains("/") { return nil }
        return argument
    }

    /// True unless a mode that prints or writes and exits was asked for.
    var isWindowMode: Bool {
        checkData == nil && download.area == nil && export == nil && search == nil && render == nil && !version && !manPage
    }

    /// The options that ask for such a mode (and help): without any of them, the arguments open the window.
    static let modeOptions = ["--check-data", "--download-area", "--export", "--search", "--render", "--version",
                              "--man-page", "--help", "-h"]

    /// Whether `arguments`, before they are parsed, would open the window: none of them is a mode's option.
    /// (A value spelt as one only makes the launch take the slower, one-thread path.)
    static func mayOpenWindow(_ arguments: [String]) -> Bool {
        !arguments.contains { argument in
            modeOptions.contains { argument == $0 || argument.hasPrefix($0 + "=") }
        }
    }
}
