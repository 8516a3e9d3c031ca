import Foundation
import GtkInterop
import GtkShell

/// Shows a test window past the right edge of the X screen and hands the keyboard focus back. All test targets
/// share one process and one Xvfb without a window manager, so every window opens at the top-left and the newest
/// takes the focus; ours must neither cover the GtkShell suites' window nor take its keys (xdotool drives it).
@MainActor
enum OffscreenWindow {
    static let xdotool = "/usr/bin/xdotool"

    /// A new undecorated 800 × 600 window around `child`, shown off screen.
    static func show(_ child: Widget, titled title: String) -> Widget {
        let window = Window.make()
        Window.setTitle(window, title)
        Window.setDecorated(window, false)
        Window.setDefaultSize(window, width: 800, height: 600)
        Window.setChild(window, child)
        present(window, titled: title)
        return window
    }

    static func present(_ window: Widget, titled title: String, atX x: Int = 1400) {
        // Shown, not presented: presenting asks the X server for the input focus.
        window.setVisible(true)
        _ = run(["search", "--sync", "--name", "^\(title)$", "windowmove", "%@", String(x), "0"])
    }

    /// Runs xdotool; empty output when it is missing or fails (then no suite drives X with it either).
    private static func run(_ arguments: [String]) -> String {
        guard FileManager.default.isExecutableFile(atPath: xdotool) else { return "" }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: xdotool)
        p.arguments = arguments
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return "" }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return p.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : ""
    }
}
