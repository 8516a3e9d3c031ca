import MapCore
import TileLoader

/// The window's TileStore and the palette its vector tiles were drawn in, shared by the map factory and the
/// appearance hook (both run on the main thread).
final class TileStoreBox: @unchecked Sendable {
    weak var tiles: TileStore?
    var isDark = false
    /// Replaces a style in the window's list (a remote archive's own name and credits once its header is read).
    var replaceStyle: (@MainActor (MapStyle) -> Void)?
}
