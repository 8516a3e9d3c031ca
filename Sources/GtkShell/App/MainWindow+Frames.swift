import AppCore
import GtkInterop

extension MainWindow {
    /// Tells the debug snapshot each time the window paints a frame, and queues a map redraw after each change, so
    /// the dump can say when the screen shows its state (`frameShowsState`).
    func reportFrames(to debug: DebugSnapshot) {
        let mapWidget = map.widget
        debug.requestFrame = { mapWidget.queueDraw() }
        let watch = { [weak self, weak debug] in
            guard let self, let debug, let clock = FrameClock(of: self.window) else { return }
            // GDK's own after-paint handler (which ends the frame, sending it to the X server) runs before this one.
            clock.on(.afterPaint) { [weak self, weak debug] in
                guard let self, let debug else { return }
                debug.framePainted(of: self.store)
            }
        }
        if window.isRealized { watch() } else { Signal.connect(window, "realize") { watch() } }
    }
}
