import Foundation
import Testing
import Graphics
import MapCore
@testable import MapRender

/// The project's own icons (icons/ at the repository root, or PINMAP_ICON_DIR): each loads and draws in a pin.
@Suite struct RealIconTests {
    static var iconDirectory: URL? {
        if let d = ProcessInfo.processInfo.environment["PINMAP_ICON_DIR"] { return URL(fileURLWithPath: d) }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let d = root.appendingPathComponent("icons")
        return FileManager.default.fileExists(atPath: d.path) ? d : nil
    }

    @Test(.enabled(if: iconDirectory != nil, "icons/ is not in this tree yet"))
    func everyProjectIconRendersInAPin() throws {
        let dir = try #require(Self.iconDirectory)
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".svg") && $0 != "pinmap.svg" }
            .map { String($0.dropLast(4)) }.sorted()
        #expect(!names.isEmpty)
        let hues = ["#8e5a2b", "#2e9e4f", "#c0392b", "#2c6fbb", "#8e44ad", "#d35400", "#16a085", "#7f8c8d", "#b7950b", "#1f618d", "#a93226", "#117a65"]
        let cats = names.enumerated().map { i, n in PlaceCategory(id: n, title: n, iconName: n, color: RGBColor(hex: hues[i % hues.count])!) }
        let r = MapRenderer(categories: cats, iconDirectory: dir, options: RenderFixtures.options)
        let vp = Viewport(center: RenderFixtures.helsinki, zoom: 16, size: PixelSize(width: 60.0 * Double(min(cats.count, 7)), height: 120), scaleFactor: 2)
        let items = cats.enumerated().map { i, c in
            RenderFixtures.place(c.id, c, vp.coordinate(at: PixelPoint(x: 30 + 60 * Double(i % 7), y: 50 + 55 * Double(i / 7))))
        }
        let image = try RenderFixtures.render(MapScene(viewport: vp, style: RenderFixtures.bareStyle, items: items, selectedPlaceID: names.first),
                                              renderer: r, tiles: SyntheticTiles())
        try image.writePNG(to: Golden.outputDirectory.appendingPathComponent("real-icons.png"))
        #expect(r.iconErrors.isEmpty, "\(r.iconErrors)")
    }
}
