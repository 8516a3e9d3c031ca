import MapCore
import MapData

/// Reads one styles.json entry into a MapStyle, checking the type of every member it uses, so any JSON value
/// gives a style or a reason ("'minZoom' is a string, expected a whole number"), never a trap.
struct UserStyleDecoder {
    /// Why the entry is not a style; `id` when it had a readable one.
    struct Failure: Error {
        let id: String?
        let reason: String
    }

    private let object: JSONObject
    private let id: String?

    /// A style from `value`, which may be any JSON.
    static func style(from value: JSONValue) throws(Failure) -> MapStyle {
        guard let object = value.objectValue else { throw Failure(id: nil, reason: "\(value.kindName), not an object") }
        let decoder = UserStyleDecoder(object: object, id: object["id"]?.stringValue)
        return try decoder.style()
    }

    private func style() throws(Failure) -> MapStyle {
        if let archive = try string("pmtiles") { return try remoteArchiveStyle(archive) }
        let kindText = try string("kind")
        let kind: MapStyle.Kind
        switch kindText {
        case nil: kind = .raster
        case let text?:
            // Vector styles come from archives (the maps folder, --tiles), never from styles.json.
            guard let known = MapStyle.Kind(rawValue: text), known != .vector else {
                throw failure("'kind' is \"\(text.prefix(40))\", expected \"raster\" or \"offline\"")
            }
            kind = known
        }
        return MapStyle(id: try required(string("id"), "id"), name: try required(string("name"), "name"), kind: kind,
                        urlTemplate: try string("urlTemplate") ?? "", subdomains: try strings("subdomains") ?? [],
                        attribution: try required(string("attribution"), "attribution"),
                        attributionURL: try string("attributionURL"),
                        minZoom: try wholeNumber("minZoom") ?? 0, maxZoom: try wholeNumber("maxZoom") ?? 19,
                        tileSize: try wholeNumber("tileSize") ?? 256, hasRetinaTiles: try bool("hasRetinaTiles") ?? false,
                        allowDownload: try bool("allowDownload") ?? false)
    }

    /// `"pmtiles": "https://…"`: a remote PMTiles archive, vector (the default) or raster as `kind` says.
    private func remoteArchiveStyle(_ url: String) throws(Failure) -> MapStyle {
        guard RemoteArchiveOpener.isRemote(url), url.count <= 2048, !url.contains(where: { $0.isWhitespace }) else {
            throw failure("'pmtiles' is \"\(url.prefix(60))\", expected an http:// or https:// URL")
        }
        let kind: MapStyle.Kind
        switch try string("kind") {
        case nil, "vector"?: kind = .vector
        case "raster"?: kind = .raster
        case let text?: throw failure("'kind' is \"\(text.prefix(40))\", expected \"vector\" or \"raster\" for a 'pmtiles' style")
        }
        return MapStyle(id: try required(string("id"), "id"), name: try required(string("name"), "name"), kind: kind,
                        urlTemplate: "", attribution: try string("attribution") ?? "",
                        attributionURL: try string("attributionURL"),
                        minZoom: try wholeNumber("minZoom") ?? 0, maxZoom: try wholeNumber("maxZoom") ?? (kind == .vector ? 22 : 19),
                        archivePath: url)
    }

    // MARK: Members (absent and null are the same for optional members, as in the catalogue)

    private func required<T>(_ value: T?, _ key: String) throws(Failure) -> T {
        guard let value else {
            if case .null? = object[key] { throw failure("'\(key)' is null, expected a string") }
            throw failure("missing '\(key)'")
        }
        return value
    }

    private func string(_ key: String) throws(Failure) -> String? {
        switch object[key] {
        case nil, .null?: return nil
        case .string(let s)?: return s
        case let other?: throw mismatch(key, other, expected: "a string")
        }
    }

    private func strings(_ key: String) throws(Failure) -> [String]? {
        switch object[key] {
        case nil, .null?: return nil
        case .array(let elements)?:
            var out: [String] = []
            for (i, element) in elements.enumerated() {
                guard let s = element.stringValue else { throw mismatch("\(key)[\(i)]", element, expected: "a string") }
                out.append(s)
            }
            return out
        case let other?: throw mismatch(key, other, expected: "an array of strings")
        }
    }

    /// An Int, refusing fractions, NaN, infinities and numbers beyond Int's range (no conversion trap).
    private func wholeNumber(_ key: String) throws(Failure) -> Int? {
        switch object[key] {
        case nil, .null?: return nil
        case .number(let d)?:
            guard let n = Int(exactly: d) else { throw failure("'\(key)' is \(d), expected a whole number") }
            return n
        case let other?: throw mismatch(key, other, expected: "a whole number")
        }
    }

    private func bool(_ key: String) throws(Failure) -> Bool? {
        switch object[key] {
        case nil, .null?: return nil
        case .bool(let b)?: return b
        case let other?: throw mismatch(key, other, expected: "true or false")
        }
    }

    private func mismatch(_ key: String, _ found: JSONValue, expected: String) -> Failure {
        failure("'\(key)' is \(found.kindName), expected \(expected)")
    }

    private func failure(_ reason: String) -> Failure { Failure(id: id, reason: reason) }
}
