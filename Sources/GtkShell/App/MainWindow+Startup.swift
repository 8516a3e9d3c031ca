import GtkInterop

extension MainWindow {
    /// Runs `work` once the window's first frame is on screen: the frame clock's second tick comes after the
    /// first frame painted. Launch to first frame is what a person waits through, so what it does not need waits.
    func afterFirstFrame(_ work: @escaping @MainActor () -> Void) {
        startupWorkPending = true
        var ticks = 0
        _ = window.addTickCallback { [weak self] _ in
            ticks += 1
            guard ticks >= 2 else { return true }
            self?.startupWorkPending = false
            work()
            return false
        }
    }
}
