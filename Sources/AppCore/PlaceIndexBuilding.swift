import MapCore

/// Builds a PlaceIndex off the main thread and hands it back on the main thread.
public protocol PlaceIndexBuilding: Sendable {
    /// Starts a build over `places`; `completion` runs on the main thread with the index.
    /// A newer request may make an older one's completion never run (it is stale); the store also drops stale ones.
    func build(places: [Place], generation: UInt64,
               completion: @escaping @MainActor @Sendable (_ generation: UInt64, _ index: any PlaceIndex) -> Void)
}
