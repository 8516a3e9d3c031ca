import Foundation
import Graphics

/// Category icons (`<iconName>.svg`, a white glyph on a 24×24 viewBox), rasterised once per pixel size.
/// A missing or broken icon is remembered as missing (the pin shows a dot) and its error kept for the log.
final class IconCache {
    private let directory: URL?
    private var images: [Key: Surface?] = [:]
    /// Why each icon that failed could not be loaded, by icon name.
    private(set) var errors: [String: ImageError] = [:]
    /// How many files were rasterised, so tests can prove icons are not re-read per frame.
    private(set) var loadCount = 0

    private struct Key: Hashable { let name: String; let pixels: Int }

    init(directory: URL?) { self.directory = directory }

    /// The icon `pixels` device pixels square, or nil when there is none.
    func icon(named name: String, pixels: Int) -> Surface? {
        let key = Key(name: name, pixels: pixels)
        if let cached = images[key] { return cached }
        let loaded = load(name, pixels: pixels)
        images[key] = .some(loaded)
        return loaded
    }

    private func load(_ name: String, pixels: Int) -> Surface? {
        guard let directory, pixels > 0 else { return nil }
        // Icon names come from data: refuse anything that could leave the folder.
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else {
            errors[name] = .io(path: name, reason: "not a plain icon name")
            return nil
        }
        let path = directory.appendingPathComponent(name + ".svg").path
        loadCount += 1
        do {
            return try ImageDecoder.load(contentsOf: path, size: pixels)
        } catch {
            errors[name] = error
            return nil
        }
    }
}
