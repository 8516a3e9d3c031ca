import MapCore

/// Builds a PlaceIndex off the main thread and hands it back on the main thread.
public protocol PlaceIndexBuilding: Sendable {
    /// Starts a build over the places of `categories`. `places` changes only with `placesVersion`, so a
    /// builder may keep work that depends on all places (projection, ordering) between category toggles.
    /// `completion` runs on the main thread, and only for the newest request: the builder counts requests and
    /// drops an older one's result (it is stale). Callers keep no count of their own.
    func build(places: [Place], placesVersion: Int, categories: Set<PlaceCategory.ID>,
               completion: @escaping @MainActor @Sendable (_ result: Result<any PlaceIndex, PlaceIndexBuildError>) -> Void)

    /// Starts a build over the shown layers' places of `request.categories`; as `build(places:…)`, but a layer
    /// shown or hidden may re-filter the work kept for `request.version`. For a new large place set `completion`
    /// may run twice for one request: first with a one-level index of the request's view (a `QuickClusterIndex`),
    /// then with the full one. The default joins the shown layers (on the calling thread) and calls `build(places:…)`.
    func build(_ request: PlaceIndexRequest,
               completion: @escaping @MainActor @Sendable (_ result: Result<any PlaceIndex, PlaceIndexBuildError>) -> Void)

    /// The one-level clusters of `request.view` that `build(_:completion:)` would deliver first for a new place set
    /// of this size, made on the calling thread (a file's load, right after its parse); nil when it would not.
    func quickIndex(for request: PlaceIndexRequest) -> (any PlaceIndex)?
}

extension PlaceIndexBuilding {
    public func quickIndex(for request: PlaceIndexRequest) -> (any PlaceIndex)? { nil }

    public func build(_ request: PlaceIndexRequest,
                      completion: @escaping @MainActor @Sendable (_ result: Result<any PlaceIndex, PlaceIndexBuildError>) -> Void) {
        build(places: request.visiblePlaces, placesVersion: request.joinedVersion, categories: request.categories, completion: completion)
    }
}
