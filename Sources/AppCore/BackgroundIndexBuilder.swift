import Dispatch
import MapCore

/// A PlaceIndexBuilding that runs a factory on a serial background queue and posts the result to the main thread.
public final class BackgroundIndexBuilder: PlaceIndexBuilding {
    public typealias Factory = @Sendable ([Place]) -> any PlaceIndex
    private let factory: Factory
    private let poster: any MainThreadPoster
    private let queue = DispatchQueue(label: "pinmap.index-build", qos: .userInitiated)

    public init(poster: any MainThreadPoster, factory: @escaping Factory) {
        self.poster = poster
        self.factory = factory
    }

    public func build(places: [Place], generation: UInt64,
                      completion: @escaping @MainActor @Sendable (UInt64, any PlaceIndex) -> Void) {
        let factory = self.factory, poster = self.poster
        queue.async {
            let index = factory(places)
            poster.post { completion(generation, index) }
        }
    }
}
