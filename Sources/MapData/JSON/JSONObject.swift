/// A JSON object as an ordered member list: cheaper to build than a dictionary for small objects.
struct JSONObject: Sendable, Equatable {
    struct Member: Sendable, Equatable {
        let key: String
        let value: JSONValue
    }

    var members: [Member]

    /// The first member with this key. - Complexity: O(n) in the member count.
    subscript(key: String) -> JSONValue? {
        for m in members where m.key == key { return m.value }
        return nil
    }
}
