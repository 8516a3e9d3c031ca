import Foundation
import GtkInterop
import MapCore
import Testing
@testable import GtkShell

/// A badge made from the icons decoded at start-up looks exactly like one that reads its SVG itself.
@MainActor
@Suite(.serialized, .enabled(if: MapHarness.shouldRun, "needs an X display (xvfb-run -a); under CI=true it runs and fails without one"))
struct CategoryBadgeUITests {
    func pixels(of category: PlaceCategory, icons: CategoryIcons) throws -> [WidgetPixels.Pixel] {
        let window = Window.make()
        defer { Window.destroy(window) }
        let badge = CategoryBadge.make(category, icons: icons)
        Window.setChild(window, badge)
        Window.setDefaultSize(window, width: 48, height: 48)
        Window.present(window)
        var shot: (width: Int, height: Int, pixels: [WidgetPixels.Pixel])?
        MainLoop.run(until: { shot = window.isMapped ? WidgetPixels.capture(window) : nil; return shot != nil })
        return try #require(shot, "the window was drawn").pixels
    }

    @Test(arguments: ["museum", "cafe", "atm"])
    func aPreloadedIconDrawsTheSamePixelsAsItsFile(_ icon: String) throws {
        _ = try #require(MapHarness.shared, MapHarness.failureReason)
        AppUI.loadCSS(CategoryBadge.css(for: []))
        let category = PlaceCategory(id: icon, title: icon, iconName: icon, color: RGBColor(red: 0.2, green: 0.4, blue: 0.7))
        let directory = IconTexturesTests.iconsDirectory
        let plain = CategoryIcons(directory: directory)
        let path = try #require(plain.path(for: category))
        let textures = IconTextures(paths: [path])
        #expect(textures.count == 1)
        let fromFile = try pixels(of: category, icons: plain)
        let preloaded = try pixels(of: category, icons: CategoryIcons(directory: directory, textures: textures))
        #expect(fromFile.count == preloaded.count)
        #expect(fromFile == preloaded, "the badge's pixels differ")
        // The icon is drawn at all: white glyph pixels on the badge.
        #expect(preloaded.contains { $0.r > 240 && $0.g > 240 && $0.b > 240 })
    }
}
