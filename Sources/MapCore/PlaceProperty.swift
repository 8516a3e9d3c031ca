/// One property of a place as its file gave it: a key and its value as text, kept in file order.
public struct PlaceProperty: Hashable, Sendable, Codable {
    public var key: String
    public var value: String

    public init(key: String, value: String) {
        self.key = key; self.value = value
    }
}
