import Foundation
import Testing
@testable import GtkShell

/// The category icons decoded at start-up (no display needed: GdkTextures are made from the files alone).
@Suite struct IconTexturesTests {
    static let iconsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../icons").standardized

    @Test func everyBundledIconDecodesOnceEach() throws {
        let svgs = try FileManager.default.contentsOfDirectory(atPath: Self.iconsDirectory.path)
            .filter { $0.hasSuffix(".svg") }.map { Self.iconsDirectory.appendingPathComponent($0).path }
        try #require(svgs.count >= 12, "the bundled icons/ folder: \(svgs.count) SVGs")
        let textures = IconTextures(paths: svgs + svgs)
        #expect(textures.count == svgs.count)
        for path in svgs { #expect(textures.texture(for: path) != nil, "\(path)") }
    }

    @Test func aMissingOrUnreadableFileIsLeftOutForTheBadgeToReadItself() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pinmap-icon-textures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let garbage = folder.appendingPathComponent("broken.svg")
        try Data("<svg this is not".utf8).write(to: garbage)
        let good = Self.iconsDirectory.appendingPathComponent("museum.svg").path
        let textures = IconTextures(paths: [good, garbage.path, folder.appendingPathComponent("missing.svg").path])
        #expect(textures.count == 1)
        #expect(textures.texture(for: good) != nil)
        #expect(textures.texture(for: garbage.path) == nil)
    }
}
