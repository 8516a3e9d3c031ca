import ArgumentParser
import Dispatch
import Foundation
import MapCore
import MapData
import RemotePlaces

/// `--places-url http://HOST:PORT/collections/ID [--category-property NAME]`: places from an OGC API – Features
/// server instead of the bundled file, loaded as the map moves.
struct RemotePlacesOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Load places from an OGC API – Features collection as the map moves, e.g. http://127.0.0.1:5050/collections/places.", valueName: "URL"))
    var placesURL: String?

    @Option(name: .long, help: ArgumentHelp("The feature property holding the category (with --places-url).", valueName: "NAME"))
    var categoryProperty: String?

    /// Places for `--render`: every place the server gives for `bounds`, waited for like tiles.
    static let renderLimit = 20_000

    /// Seconds the window waits for the collection document before it opens anyway (issue: no window waits on a server).
    static let windowPatience = 2.0

    /// The remote service when `--places-url` was given (its collection read first), else nil. With `patience`, a
    /// server that is slow or down does not hold the caller longer than that: the service starts and reports it later.
    func service(catalog: Catalog, patience: Double? = nil) throws(CLIError) -> (any BoxLoadingMapService)? {
        guard let text = placesURL else {
            if categoryProperty != nil { throw .badArgument("pinmap: --category-property needs --places-url") }
            return nil
        }
        guard let url = URL(string: text) else { throw .badArgument("pinmap: --places-url \"\(text.prefix(80))\" is not a URL") }
        var options = OGCFeaturesOptions()
        if let categoryProperty { options.categoryProperty = categoryProperty }
        let chosen = options
        let result = Self.wait {
            try await OGCFeaturesMapService.connect(to: url, catalog: catalog, extraCategories: SettlementCategories.all, options: chosen,
                                              patience: patience)
        }
        switch result {
        case .success(let service): return service
        case .failure(let error): throw .data("pinmap: --places-url: \(error)")
        }
    }

    /// Blocks the calling thread on async work that never needs it (network on the worker thread, decoding on the pool).
    static func wait<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) -> Result<T, any Error> {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: Result<T, any Error>?
        Task.detached {
            do { result = .success(try await work()) } catch { result = .failure(error) }
            done.signal()
        }
        done.wait()
        return result!
    }
}
