import Foundation
import MapCore

/// Finds `icons/<iconName>.svg` for a category; nil when the file is missing (a generic icon is shown).
public struct CategoryIcons: Sendable {
    public let directory: URL?
    /// The icons decoded at start-up (`AppRunner`), used instead of reading the files again; nil reads them.
    public let textures: IconTextures?

    public init(directory: URL?, textures: IconTextures? = nil) {
        self.directory = directory
        self.textures = textures
    }

    public func path(for category: PlaceCategory) -> String? {
        guard let directory else { return nil }
        let file = directory.appendingPathComponent(category.iconName + ".svg").path
        return FileManager.default.fileExists(atPath: file) ? file : nil
    }
}
