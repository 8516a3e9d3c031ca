import Clustering
import MapCore
import Synchronization

/// `PlaceIndexBuilding` on Clustering: one `PlaceClusterSource` per place set (projection and ordering reused),
/// a `PlaceClusterIndex` per category and layer selection, built by `ClusterBuildScheduler` off the main thread,
/// whose results reach the main thread through the injected poster; the scheduler's request count (the only one)
/// drops stale results. A new place set of `quickIndexMinPlaces` or more first gets a `QuickClusterIndex` of the
/// request's view, so a large file's clusters show in a fraction of the seconds its full hierarchy takes.
public final class ClusterIndexBuilder: PlaceIndexBuilding {
    private let scheduler: ClusterBuildScheduler<Result<any PlaceIndex, PlaceIndexBuildError>>
    /// The source for the newest place set, built on the scheduler's queue.
    private let cache = Mutex<(version: Int, source: PlaceClusterSource)?>(nil)

    /// How long a lowered full build may take before it is also run at normal priority: a 1M-place build takes
    /// 3–6 s in the window on two cores, so only a machine busy with other programs reaches this.
    static let loweredBuildPatience = Duration.seconds(15)

    /// The most bytes the indexes of recent category subsets may keep for instant toggling back.
    private let recentIndexBytes: Int
    private let quickIndexMinPlaces: Int
    private let quickToggleMinPlaces: Int

    /// - Parameters:
    ///   - recentIndexBytes: the byte budget of recent subsets' indexes (the shown index is not counted).
    ///   - quickIndexMinPlaces: the fewest shown places of a new place set that first get a quick one-level index.
    ///   - quickToggleMinPlaces: the same for a layer or category subset of the prepared places not kept in memory.
    public init(poster: any MainThreadPoster, recentIndexBytes: Int = 64 << 20, quickIndexMinPlaces: Int = 100_000,
                quickToggleMinPlaces: Int = 50_000) {
        self.recentIndexBytes = recentIndexBytes
        self.quickIndexMinPlaces = quickIndexMinPlaces
        self.quickToggleMinPlaces = quickToggleMinPlaces
        scheduler = ClusterBuildScheduler(post: { work in poster.post { work() } })
    }

    public func build(places: [Place], placesVersion: Int, categories: Set<PlaceCategory.ID>,
                      completion: @escaping @MainActor @Sendable (Result<any PlaceIndex, PlaceIndexBuildError>) -> Void) {
        build(PlaceIndexRequest(parts: [places], visibleParts: [true], version: placesVersion, categories: categories), completion: completion)
    }

    public func build(_ request: PlaceIndexRequest,
                      completion: @escaping @MainActor @Sendable (Result<any PlaceIndex, PlaceIndexBuildError>) -> Void) {
        scheduler.submit({ [self] early in
            let cached = cache.withLock { $0?.version == request.version ? $0?.source : nil }
            // A subset not kept (a layer shown again, categories ticked) takes one hierarchy build, and a new place
            // set a source too: the view's quick clusters first.
            let quick = cached?.hasRecentIndex(categories: request.categories, visibleLayers: request.visibleParts) == true ? nil
                : quickIndex(request, minPlaces: cached == nil ? quickIndexMinPlaces : quickToggleMinPlaces)
            if let quick { early(.success(quick)) }
            // A large new place set's quick clusters are on screen (made here or by its load): its full build, seconds
            // long, yields every core the window wants for its frames (but not for ever, when others keep them busy).
            guard cached == nil && request.placeCount >= quickIndexMinPlaces else { return fullIndex(request, cached: cached) }
            return BuildLane.runLowered(patience: Self.loweredBuildPatience) { [self] in fullIndex(request, cached: cached) }
        }, deliver: { result in
            // The poster runs this on the main thread.
            MainActor.assumeIsolated { completion(result) }
        })
    }

    /// The request's full index, from the cached source or a new one (kept for the next request).
    private func fullIndex(_ request: PlaceIndexRequest, cached: PlaceClusterSource?) -> Result<any PlaceIndex, PlaceIndexBuildError> {
        let source: PlaceClusterSource
        if let cached {
            source = cached
        } else {
            var all: [Place] = []
            all.reserveCapacity(request.parts.reduce(0) { $0 + $1.count })
            for p in request.parts { all += p }
            do {
                source = try PlaceClusterSource(places: all, layerCounts: request.parts.map(\.count), recentBytes: recentIndexBytes)
            } catch {
                return .failure(.failed(String(describing: error)))
            }
            cache.withLock { $0 = (request.version, source) }
        }
        return .success(source.index(categories: request.categories, visibleLayers: request.visibleParts))
    }

    public func quickIndex(for request: PlaceIndexRequest) -> (any PlaceIndex)? {
        quickIndex(request, minPlaces: quickIndexMinPlaces)
    }

    /// The one-level clusters of the request's view, when it has one and shows `minPlaces` places or more.
    private func quickIndex(_ request: PlaceIndexRequest, minPlaces: Int) -> QuickClusterIndex? {
        guard let view = request.view, request.placeCount >= minPlaces else { return nil }
        return QuickClusterIndex(parts: request.parts, visibleParts: request.visibleParts, categories: request.categories,
                                 region: Self.quickRegion(view), viewZoom: view.zoom)
    }

    /// The view and one view's width and height round it: a short pan still finds the quick clusters.
    static func quickRegion(_ view: Viewport) -> GeoBounds {
        let b = view.visibleBounds
        let lonSpan = b.longitudeSpan, latSpan = b.latitudeSpan
        let south = max(-90, b.south - latSpan), north = min(90, b.north + latSpan)
        guard lonSpan * 3 < 360 else { return GeoBounds(west: -180, south: south, east: 180, north: north) }
        return GeoBounds(west: Coordinate.wrap(b.west - lonSpan), south: south, east: Coordinate.wrap(b.east + lonSpan), north: north)
    }

    /// Builds synchronously on the calling thread (headless rendering).
    public static func index(places: [Place], categories: Set<PlaceCategory.ID>? = nil) throws(PlaceIndexBuildError) -> any PlaceIndex {
        do { return try PlaceClusterSource(places: places).index(categories: categories) } catch {
            throw .failed(error.description)
        }
    }
}
