import Foundation

/// Where a TileStore's Natural Earth basemap stands. It is read only when a tile needs it (an offline-kind style, or
/// a stand-in no vector archive can draw), as the bundled vector archive draws the offline map on its own.
enum BasemapState {
    /// No polygons and none to read: offline tiles are water only, and failed raster tiles get no basemap stand-in.
    case absent
    /// A file to read the first time a tile needs it.
    case lazy(URL)
    /// Being read off the main context; renders wait in `awaitingBasemap`.
    case reading
    /// In the renderer (or the read failed and offline tiles are water only): renders start at once.
    case loaded

    /// Whether a stand-in can come from the basemap: it is in, or can be read.
    func canDraw(polygonCount: Int) -> Bool {
        switch self {
        case .absent: return false
        case .lazy, .reading: return true
        case .loaded: return polygonCount > 0
        }
    }
}
