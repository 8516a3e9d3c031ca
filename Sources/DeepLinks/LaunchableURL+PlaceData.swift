import Foundation

/// Links taken from a place's own data. They are checked here rather than by `LinkPolicy`, which keeps
/// accepting only what Pinmap builds for the command line and saved settings.
extension LaunchableURL {
    /// A place's `website` when it is a plain `http` or `https` URL with a host and no user name or password;
    /// nil for anything else (other schemes, spaces, non-ASCII text, a bare "www.example.org"), which is shown as text.
    public init?(website text: String) {
        let text = text.trimmingCharacters(in: .whitespaces)
        guard text.count <= LinkPolicy.maxLength,
              text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }) else { return nil }
        let scheme = text.prefix(while: { $0 != ":" }).lowercased()
        guard scheme == "https" || scheme == "http", text.dropFirst(scheme.count).hasPrefix("://"),
              URL(string: text) != nil, let parts = URLComponents(string: text),
              let host = parts.host, !host.isEmpty else { return nil }
        // "https://bank.example@evil.example/" shows one host and opens another.
        guard parts.user == nil, parts.password == nil else { return nil }
        self.init(built: text, kind: .website)
    }

    /// A `tel:` link for a phone number written with digits, one leading '+', spaces and dashes only
    /// (3 to 20 digits); spaces become dashes, RFC 3966's visual separator. Nil for anything else,
    /// such as several numbers joined by ';' or words, which is shown as text.
    public init?(phone text: String) {
        let text = text.trimmingCharacters(in: .whitespaces)
        var built = "tel:"
        var digits = 0
        for (i, c) in text.enumerated() {
            switch c {
            case "0"..."9": built.append(c); digits += 1
            case "+" where i == 0: built.append(c)
            case " ", "-": if let last = built.last, last.isNumber { built.append("-") }
            default: return nil
            }
        }
        while built.last == "-" { built.removeLast() }
        guard (3...20).contains(digits) else { return nil }
        self.init(built: built, kind: .telephone)
    }
}
