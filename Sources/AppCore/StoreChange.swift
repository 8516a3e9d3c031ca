/// Which parts of the store changed; observers redraw only those.
public struct StoreChange: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Style or ticked categories.
    public static let mapState = StoreChange(rawValue: 1 << 0)
    /// Places loaded (counts per category) or the load failed.
    public static let places = StoreChange(rawValue: 1 << 1)
    /// A new index is on the map.
    public static let index = StoreChange(rawValue: 1 << 2)
    public static let selection = StoreChange(rawValue: 1 << 3)
    public static let viewport = StoreChange(rawValue: 1 << 4)
    /// Enabled link targets or installed geo: apps.
    public static let links = StoreChange(rawValue: 1 << 5)
    public static let panel = StoreChange(rawValue: 1 << 6)
    /// A message for the banner appeared or went away.
    public static let banner = StoreChange(rawValue: 1 << 7)
    /// The side panel's list of places in view was recomputed.
    public static let placesInView = StoreChange(rawValue: 1 << 8)

    /// A marker was dropped or removed.
    public static let droppedMarker = StoreChange(rawValue: 1 << 9)

    /// The person's position, the location source's state or the follow mode changed.
    public static let location = StoreChange(rawValue: 1 << 10)

    /// A place was starred or unstarred, or the Favourites row ticked or unticked.
    public static let favourites = StoreChange(rawValue: 1 << 11)

    /// A layer was opened, loaded, hidden, shown, reloaded or removed, or a file's notice came.
    public static let layers = StoreChange(rawValue: 1 << 12)

    public static let all = StoreChange(rawValue: (1 << 13) - 1)
}
