import Foundation
import MapCore

/// One downloaded area as Preferences › Offline maps shows it.
public struct OfflineMapRow: Sendable, Equatable {
    /// The area's style id ("maps/FILE.pmtiles").
    public var id: String
    public var name: String
    /// Bounds, zooms, size and date, in one line.
    public var details: String

    public init(id: String, name: String, details: String) { self.id = id; self.name = name; self.details = details }
}

/// The downloaded areas Preferences › Offline maps lists (the app wires the maps folder's library in).
public protocol OfflineMapsModel: AnyObject, Sendable {
    /// The areas now in the maps folder.
    func rows() -> [OfflineMapRow]
    /// Names an area (kept beside it; the file is not renamed).
    func rename(_ id: String, to name: String) throws
    /// Removes the area's file and its side files.
    func delete(_ id: String) throws
    /// The areas whose remote source has a new version; asks the servers, so never called on the main thread.
    func outdated() -> Set<String>
    /// Downloads the area again from its source (blocking; off the main thread).
    func update(_ id: String) throws
    /// The maps folder's archives as styles now ("maps/FILE"), for the style list after a change.
    @MainActor func folderStyles() -> [MapStyle]
}
