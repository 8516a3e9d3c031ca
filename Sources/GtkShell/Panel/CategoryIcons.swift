import Foundation
import MapCore

/// Finds `icons/<iconName>.svg` for a category; nil when the file is missing (a generic icon is shown).
public struct CategoryIcons: Sendable {
    public let directory: URL?

    public init(directory: URL?) { self.directory = directory }

    public func path(for category: PlaceCategory) -> String? {
        guard let directory else { return nil }
        let file = directory.appendingPathComponent(category.iconName + ".svg").path
        return FileManager.default.fileExists(atPath: file) ? file : nil
    }
}
