import Foundation
import Testing

/// Issue 32: keyboard paths through the real window.
@Suite(.serialized, .enabled(if: XDisplay.isAvailable, "needs the pinmap binary, xdotool, ImageMagick and a DISPLAY or Xvfb"))
struct KeyboardWindowTests {
    /// F10 opens the main menu, as in GNOME apps; Escape closes it.
    @Test func f10OpensTheMainMenu() throws {
        let (display, home, session, first) = try AdwaitaWindowTests.start("keys-f10")
        defer { display.stop(); try? FileManager.default.removeItem(at: home) }
        #expect(!first.visibleTexts.contains("Keyboard Shortcuts"), "the menu starts closed")
        try display.key("F10")
        let open = try session.wait(for: "the main menu") { $0.visibleTexts.contains("Keyboard Shortcuts") }
        session.screenshot("keys-f10-menu")
        #expect(open.visibleTexts.contains("Export as Image…") && open.visibleTexts.contains("Preferences"))
        try display.key("Escape")
        session.quit(pointerAt: AdwaitaWindowTests.center(first))
    }
}
