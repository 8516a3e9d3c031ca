import Foundation

/// A gettext .po or .pot file's entries (msgid → msgstr), header left out. Enough of the format for Pinmap's files:
/// no plurals, no contexts; continued "…" lines are joined and \n, \" and \\ unescaped.
struct POCatalog {
    var entries: [(id: String, text: String)] = []

    init(contentsOf url: URL) throws {
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        var id: String?, text: String?, field = ""
        func flush() {
            if let i = id, !i.isEmpty { entries.append((i, text ?? "")) }
            id = nil; text = nil
        }
        for raw in lines {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("msgid ") {
                flush(); field = "id"; id = Self.unquote(line.dropFirst(6))
            } else if line.hasPrefix("msgstr ") {
                field = "str"; text = Self.unquote(line.dropFirst(7))
            } else if line.hasPrefix("\"") {
                if field == "id" { id = (id ?? "") + Self.unquote(Substring(line)) } else { text = (text ?? "") + Self.unquote(Substring(line)) }
            }
        }
        flush()
    }

    var ids: [String] { entries.map(\.id) }

    private static func unquote(_ s: Substring) -> String {
        let body = s.trimmingCharacters(in: .whitespaces).dropFirst().dropLast()
        return body.replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\\"", with: "\"")
            .replacingOccurrences(of: "\\\\", with: "\\")
    }
}
