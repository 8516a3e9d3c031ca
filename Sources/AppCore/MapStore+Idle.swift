extension MapStore {
    /// What the store is still waiting on, by name: "places" (not loaded yet), "index" (a build asked, not back),
    /// "settings" (a viewport save scheduled, not written). Empty when the store has nothing under way.
    public var busyReasons: [String] {
        var reasons: [String] = []
        if !placesLoaded { reasons.append("places") }
        if indexBuildPending { reasons.append("index") }
        if viewportSavePending { reasons.append("settings") }
        return reasons
    }
}
