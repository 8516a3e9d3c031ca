/// Where one tile stands in a TileStore.
public enum TileStatus: Equatable, Sendable {
    case notRequested
    case loading
    /// An image is cached; `fresh` is false while it awaits revalidation or the server is unreachable.
    case loaded(fresh: Bool)
    /// The server has no tile here (404/410).
    case empty
    case failed(TileLoadError)
}
