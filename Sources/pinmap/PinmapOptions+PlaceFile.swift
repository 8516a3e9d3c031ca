import Foundation

extension PinmapOptions {
    /// A place file as the argument (`pinmap %u` from Files passes a `file:` URI, a shell a path): the window opens
    /// it as a layer beside the places (`--data` replaces them), so it is returned; every other mode reads it as
    /// `--data`. Anything with another scheme stays the geo: URI it must then be.
    mutating func takePlaceFileArgument() throws(CLIError) -> [String] {
        guard let argument = geoURI else { return [] }
        let path: String
        if argument.lowercased().hasPrefix("file:") {
            guard let url = URL(string: argument), url.isFileURL, !url.path.isEmpty,
                  [nil, "", "localhost"].contains(url.host) else {
                throw .badArgument("pinmap: \(argument.prefix(200)) is not a local file: URI")
            }
            path = url.path
        } else if let colon = argument.firstIndex(of: ":"), !argument[..<colon].contains("/") {
            return []
        } else {
            path = argument
        }
        geoURI = nil
        if isWindowMode { return [path] }
        if data != nil { throw .badArgument("pinmap: both --data and the file \(path.prefix(200)) name places; give one") }
        dataFiles = [path]
        return []
    }

    /// True unless a mode that prints or writes and exits was asked for.
    var isWindowMode: Bool {
        checkData == nil && download.area == nil && export == nil && search == nil && render == nil && !version && !manPage
    }
}
