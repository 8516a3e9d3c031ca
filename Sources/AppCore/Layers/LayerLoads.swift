import MapData

/// The file loads under way, one per layer: a newer load of the same layer (a reload) or removing the layer
/// makes an older one's result stale, and it is dropped when it arrives; its reader is also told to stop
/// (`LoadCancellation`), so a removed layer's file is not read to the end.
struct LayerLoads {
    private var running: [String: (token: Int, task: Task<Void, Never>, stop: LoadCancellation)] = [:]
    private var lastToken = 0

    /// A fresh token and cancellation for a load of `layer`, replacing (and cancelling) any earlier one.
    mutating func begin(_ layer: String, _ start: (Int, LoadCancellation) -> Task<Void, Never>) {
        cancel(layer)
        lastToken += 1
        let stop = LoadCancellation()
        running[layer] = (lastToken, start(lastToken, stop), stop)
    }

    /// True when `token` is still the newest load of `layer`; it then stops counting as running.
    mutating func finish(_ layer: String, token: Int) -> Bool {
        guard running[layer]?.token == token else { return false }
        running[layer] = nil
        return true
    }

    /// Forgets the load of a removed layer and stops its reader at its next check (every few thousand features).
    mutating func cancel(_ layer: String) {
        guard let load = running.removeValue(forKey: layer) else { return }
        load.stop.cancel()
        load.task.cancel()
    }

    func isRunning(_ layer: String) -> Bool { running[layer] != nil }
}
