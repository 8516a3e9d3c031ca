import Foundation
import MapCore
import MapData

extension DataLocator {
    /// A catalogue style's archive named relative to the data folder (e.g. "offline.pmtiles") made absolute.
    func resolvingArchivePath(of style: MapStyle) -> MapStyle {
        guard let path = style.archivePath, !path.hasPrefix("/") else { return style }
        var resolved = style
        resolved.archivePath = url(forDataFile: path).path
        return resolved
    }
}
