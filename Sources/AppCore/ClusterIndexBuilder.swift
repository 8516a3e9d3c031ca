import Clustering
import MapCore
import Synchronization

/// `PlaceIndexBuilding` on Clustering: one `PlaceClusterSource` per place set (projection and ordering reused),
/// a `PlaceClusterIndex` per category selection, built by `ClusterBuildScheduler` off the main thread,
/// whose results reach the main thread through the injected poster; the scheduler's request count (the only one)
/// drops stale results.
public final class ClusterIndexBuilder: PlaceIndexBuilding {
    private let scheduler: ClusterBuildScheduler<Result<any PlaceIndex, PlaceIndexBuildError>>
    /// The source for the newest place set, built on the scheduler's queue.
    private let cache = Mutex<(version: Int, source: PlaceClusterSource)?>(nil)

    /// The most bytes the indexes of recent category subsets may keep for instant toggling back.
    private let recentIndexBytes: Int

    /// - Parameter recentIndexBytes: the byte budget of recent subsets' indexes (the shown index is not counted).
    public init(poster: any MainThreadPoster, recentIndexBytes: Int = 64 << 20) {
        self.recentIndexBytes = recentIndexBytes
        scheduler = ClusterBuildScheduler(post: { work in poster.post { work() } })
    }

    public func build(places: [Place], placesVersion: Int, categories: Set<PlaceCategory.ID>,
                      completion: @escaping @MainActor @Sendable (Result<any PlaceIndex, PlaceIndexBuildError>) -> Void) {
        scheduler.submit({ [self] in
            let cached = cache.withLock { $0?.version == placesVersion ? $0?.source : nil }
            let source: PlaceClusterSource
            if let cached { source = cached } else {
                do { source = try PlaceClusterSource(places: places, recentBytes: recentIndexBytes) } catch {
                    return .failure(.failed(String(describing: error)))
                }
                cache.withLock { $0 = (placesVersion, source) }
            }
            return .success(source.index(categories: categories))
        }, deliver: { result in
            // The poster runs this on the main thread.
            MainActor.assumeIsolated { completion(result) }
        })
    }

    /// Builds synchronously on the calling thread (headless rendering).
    public static func index(places: [Place], categories: Set<PlaceCategory.ID>? = nil) throws(PlaceIndexBuildError) -> any PlaceIndex {
        do { return try PlaceClusterSource(places: places).index(categories: categories) } catch {
            throw .failed(error.description)
        }
    }
}
