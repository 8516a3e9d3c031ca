/// A layer as `state.json` keeps it: the file (or `PlaceLayer.bundledID`) and whether it was shown.
public struct SavedLayer: Hashable, Sendable, Codable {
    public var path: String
    public var visible: Bool

    public init(path: String, visible: Bool) { self.path = path; self.visible = visible }

    /// At most this many layers are reopened at start (a hand-edited file cannot make the start read thousands).
    public static let limit = 200
}
