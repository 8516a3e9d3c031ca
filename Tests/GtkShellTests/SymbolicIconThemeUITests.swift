import Foundation
import GtkInterop
import Testing
@testable import GtkShell

/// Issue 32: the panel's and header's icons are symbolic, drawn in the theme's foreground: dark on the light
/// theme, light on the dark one (a fixed white or black icon would vanish in one of them).
@MainActor
@Suite(.serialized, .enabled(if: MapHarness.shouldRun, "needs an X display (xvfb-run -a); under CI=true it runs and fails without one"))
struct SymbolicIconThemeUITests {
    static func luma(_ p: WidgetPixels.Pixel) -> Int { (Int(p.r) * 299 + Int(p.g) * 587 + Int(p.b) * 114) / 1000 }

    /// The background's luma (the commonest colour) and the luma of the pixel that differs from it most.
    func backgroundAndIcon(_ icon: String, scheme: StyleManager.Scheme) throws -> (background: Int, icon: Int) {
        StyleManager().setScheme(scheme)
        let window = Window.make()
        defer { Window.destroy(window) }
        let button = AppUI.button(iconName: icon)
        button.addCSSClass("flat")
        Window.setChild(window, button)
        Window.setDefaultSize(window, width: 64, height: 64)
        Window.present(window)
        var shot: (width: Int, height: Int, pixels: [WidgetPixels.Pixel])?
        MainLoop.run(until: { shot = window.isMapped ? WidgetPixels.capture(window) : nil; return shot != nil })
        let pixels = try #require(shot, "the window was drawn").pixels
        var counts: [Int: Int] = [:]
        for p in pixels { counts[Self.luma(p), default: 0] += 1 }
        let background = try #require(counts.max { $0.value < $1.value }).key
        let icon = try #require(pixels.map(Self.luma).max { abs($0 - background) < abs($1 - background) })
        return (background, icon)
    }

    @Test(arguments: ["open-menu-symbolic", "sidebar-show-symbolic", "zoom-in-symbolic"])
    func iconsFollowTheForegroundInLightAndDark(_ icon: String) throws {
        _ = try #require(MapHarness.shared, MapHarness.failureReason)
        defer { StyleManager().setScheme(.system) }
        let light = try backgroundAndIcon(icon, scheme: .light)
        let dark = try backgroundAndIcon(icon, scheme: .dark)
        #expect(light.background > 200 && dark.background < 80, "the schemes took effect: \(light), \(dark)")
        #expect(light.icon < 100, "\(icon) is dark on the light theme: \(light)")
        #expect(dark.icon > 180, "\(icon) is light on the dark theme: \(dark)")
    }
}
