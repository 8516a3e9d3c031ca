/// A JSON object as an ordered member list: cheaper to build than a dictionary for small objects.
public struct JSONObject: Sendable, Equatable {
    public struct Member: Sendable, Equatable {
        public let key: String
        public let value: JSONValue
    }

    public var members: [Member]

    /// The first member with this key. - Complexity: O(n) in the member count.
    public subscript(key: String) -> JSONValue? {
        for m in members where m.key == key { return m.value }
        return nil
    }
}
