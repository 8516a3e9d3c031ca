import CSoup

/// A pending `MainLoop.schedule` call.
final class MainLoopTimer {
    var sourceID: UInt32 = 0
    /// Stops the timer if it has not fired yet. Main context only.
    func cancel() {
        if sourceID != 0 { g_source_remove(sourceID); sourceID = 0 }
    }
}
