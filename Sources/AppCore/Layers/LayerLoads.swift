/// The file loads under way, one per layer: a newer load of the same layer (a reload) or removing the layer
/// makes an older one's result stale, and it is dropped when it arrives.
struct LayerLoads {
    private var running: [String: (token: Int, task: Task<Void, Never>)] = [:]
    private var lastToken = 0

    /// A fresh token for a load of `layer`, replacing (and cancelling) any earlier one.
    mutating func begin(_ layer: String, _ start: (Int) -> Task<Void, Never>) {
        running[layer]?.task.cancel()
        lastToken += 1
        running[layer] = (lastToken, start(lastToken))
    }

    /// True when `token` is still the newest load of `layer`; it then stops counting as running.
    mutating func finish(_ layer: String, token: Int) -> Bool {
        guard running[layer]?.token == token else { return false }
        running[layer] = nil
        return true
    }

    /// Forgets the load of a removed layer; its reader runs to the end but its result is dropped.
    mutating func cancel(_ layer: String) {
        running.removeValue(forKey: layer)?.task.cancel()
    }

    func isRunning(_ layer: String) -> Bool { running[layer] != nil }
}
