import GtkInterop

extension MainWindow {
    /// Runs `work` once the window's first frame is on screen. Launch to first frame is what a person waits
    /// through, so what it does not need waits.
    func afterFirstFrame(_ work: @escaping @MainActor () -> Void) {
        startupWorkPending = true
        window.afterNextFrame { [weak self] in
            self?.startupWorkPending = false
            work()
        }
    }
}
