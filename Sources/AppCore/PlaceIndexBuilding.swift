import MapCore

/// Builds a PlaceIndex off the main thread and hands it back on the main thread.
public protocol PlaceIndexBuilding: Sendable {
    /// Starts a build over the places of `categories`. `places` changes only with `placesVersion`, so a
    /// builder may keep work that depends on all places (projection, ordering) between category toggles.
    /// `completion` runs on the main thread; a newer request may make an older one's never run (it is stale),
    /// and the store also drops stale ones.
    func build(places: [Place], placesVersion: Int, categories: Set<PlaceCategory.ID>, generation: UInt64,
               completion: @escaping @MainActor @Sendable (_ generation: UInt64, _ result: Result<any PlaceIndex, PlaceIndexBuildError>) -> Void)
}
