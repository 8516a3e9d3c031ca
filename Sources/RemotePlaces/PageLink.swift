import Foundation
import MapData

/// Reading a page's `next` link, and the rule that it stays on the server it came from.
enum PageLink {
    /// The `next` link's absolute URL, resolved against the page's URL; nil when there is none.
    static func next(in topLevel: JSONObject?, pageURL: URL) -> URL? {
        guard let links = topLevel?["links"]?.arrayValue else { return nil }
        for link in links {
            guard let object = link.objectValue, object["rel"]?.stringValue == "next",
                  let href = object["href"]?.stringValue else { continue }
            return URL(string: href, relativeTo: pageURL)?.absoluteURL
        }
        return nil
    }

    /// Same scheme, host and port (default ports filled in): a `next` link elsewhere is never followed.
    static func sameOrigin(_ a: URL, _ b: URL) -> Bool {
        func port(_ u: URL) -> Int? { u.port ?? (u.scheme?.lowercased() == "https" ? 443 : u.scheme?.lowercased() == "http" ? 80 : nil) }
        return a.scheme?.lowercased() == b.scheme?.lowercased() && a.host?.lowercased() == b.host?.lowercased()
            && port(a) == port(b)
    }
}
