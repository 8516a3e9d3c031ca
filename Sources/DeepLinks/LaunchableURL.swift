import Foundation

/// A URL the app may hand to `xdg-open` or a geo: handler: an `https` link to one of the catalogue's
/// map sites, a `geo:` URI, or a place's own website or phone number (`LaunchableURL+PlaceData`).
/// Only the link builders, `LinkPolicy` and the place-data checks can make one.
///
/// Launch `string` as a single argv element (never through a shell).
public struct LaunchableURL: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// A web page; any browser opens it.
        case https
        /// A `geo:` URI; a desktop map app opens it.
        case geo
        /// A place's own `http` or `https` website, from its data; any browser opens it.
        case website
        /// A `tel:` link built from a place's phone number (digits, '+' and dashes only).
        case telephone
    }

    /// The exact text to launch.
    public let string: String
    public let kind: Kind

    /// Only the builders in this module call this, with text they produced.
    init(built string: String, kind: Kind) {
        self.string = string
        self.kind = kind
    }

    /// Checks text from elsewhere (a command line, a saved setting) against `LinkPolicy`.
    public init(validating text: String) throws(LinkPolicyError) {
        self = try LinkPolicy.validate(text)
    }

    /// The same text as a Foundation URL.
    public var url: URL {
        // Every accepted string is ASCII with no spaces, so URL(string:) cannot fail on it.
        guard let url = URL(string: string) else { preconditionFailure("LaunchableURL holds an unparsable string") }
        return url
    }

    public var description: String { string }
}
