import Foundation

/// The XDG base directories Pinmap keeps its files in (`XDG_CONFIG_HOME`, `XDG_DATA_HOME`): an absolute
/// value of the variable, else the spec's default under `$HOME`.
enum XDGDirectory {
    /// `<base>/pinmap/<file>` for `variable` (e.g. "XDG_DATA_HOME") with `fallback` under home (e.g. ".local/share").
    static func pinmapFile(_ file: String, variable: String, fallback: String, environment: [String: String]) -> URL {
        let base: URL
        if let value = environment[variable], value.hasPrefix("/") {
            base = URL(fileURLWithPath: value, isDirectory: true)
        } else {
            let home = environment["HOME"] ?? NSHomeDirectory()
            base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(fallback, isDirectory: true)
        }
        return base.appendingPathComponent("pinmap", isDirectory: true).appendingPathComponent(file)
    }
}
