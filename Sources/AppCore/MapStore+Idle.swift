extension MapStore {
    /// What the store is still waiting on, by name: "places" (not loaded yet), "map" (the camera is moving: a request
    /// not yet reached, or the map reports itself moving), then the `pending` jobs ("index": a build asked, not back;
    /// "shapes": the lines' index being built; "layers": a large join of the layers' places; "settings": a viewport
    /// save scheduled, not written), and "search" (`PlaceSearch.isBusy`: its index building or the newest query
    /// unanswered). Empty when the store has nothing under way.
    public var busyReasons: [String] {
        var reasons: [String] = []
        if !placesLoaded { reasons.append("places") }
        if camera.isMoving { reasons.append("map") }
        // A click on a line before its index arrives finds nothing (the shumate track-click flake): "shapes" covers it.
        reasons += pending.names
        if search?.isBusy == true { reasons.append("search") }
        return reasons
    }
}
