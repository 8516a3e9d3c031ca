import MapCore

/// Builds a PlaceIndex off the main thread and hands it back on the main thread.
public protocol PlaceIndexBuilding: Sendable {
    /// Starts a build over the places of `categories`. `places` changes only with `placesVersion`, so a
    /// builder may keep work that depends on all places (projection, ordering) between category toggles.
    /// `completion` runs on the main thread, and only for the newest request: the builder counts requests and
    /// drops an older one's result (it is stale). Callers keep no count of their own.
    func build(places: [Place], placesVersion: Int, categories: Set<PlaceCategory.ID>,
               completion: @escaping @MainActor @Sendable (_ result: Result<any PlaceIndex, PlaceIndexBuildError>) -> Void)
}
