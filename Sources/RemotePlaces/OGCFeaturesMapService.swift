import Foundation
import MapCore
import MapData

/// A `MapService` over an OGC API – Features collection (pygeoapi, GeoServer, …): places come one box
/// at a time from `{collection}/items?bbox=…`, paged with `next` links on the same origin.
/// Styles and categories come from the local catalog. Network and JSON run on the worker thread and the
/// caller's task, never on the main loop.
public struct OGCFeaturesMapService: BoxLoadingMapService {
    public let collectionURL: URL
    public let collection: OGCCollection
    public let options: OGCFeaturesOptions
    private let catalog: Catalog
    private let extraCategories: [PlaceCategory]
    private let worker: SoupWorker

    /// Reads `{collectionURL}` (title, extent) and returns a service for it.
    /// `extraCategories` join the catalog's (before "other"), e.g. capital/city/town for a cities table.
    /// With `patience` (seconds), a collection document that is slower than that, or a server that cannot be
    /// reached, is not waited for: the service starts from the URL alone, and its item requests report the server's
    /// state as they go (the window's banner), so a window never waits on a server. Other failures still throw.
    public static func connect(to collectionURL: URL, catalog: Catalog, extraCategories: [PlaceCategory] = [],
                               options: OGCFeaturesOptions = OGCFeaturesOptions(),
                               patience: Double? = nil) async throws(RemotePlacesError) -> OGCFeaturesMapService {
        guard let scheme = collectionURL.scheme?.lowercased(), scheme == "http" || scheme == "https",
              collectionURL.host != nil, collectionURL.pathComponents.count >= 3,
              collectionURL.pathComponents[collectionURL.pathComponents.count - 2] == "collections" else {
            throw .notACollectionURL(collectionURL.absoluteString)
        }
        let worker = SoupWorker(userAgent: options.userAgent, timeoutSeconds: options.timeoutSeconds)
        let url = Self.withQuery(collectionURL, [("f", "json")])
        var documentOptions = options
        if let patience { documentOptions.responseSeconds = min(options.responseSeconds, patience) }
        let collection: OGCCollection
        do throws(RemotePlacesError) {
            let body = try await Self.fetch(url, worker: worker, accept: "application/json", options: documentOptions)
            collection = try OGCCollection.decode(body, url: url.absoluteString)
        } catch where patience != nil && error.isUnreachable {
            collection = OGCCollection(unreadFrom: collectionURL)
        }
        return OGCFeaturesMapService(collectionURL: collectionURL, collection: collection, options: options,
                                     catalog: catalog, extraCategories: extraCategories, worker: worker)
    }

    public var defaultStyle: MapStyle { catalog.defaultStyle }
    public var styles: [MapStyle] { catalog.styles }
    public var categories: [PlaceCategory] {
        let known = catalog.categories.filter { $0.id != PlaceCategory.otherID }
        let other = catalog.categories.first { $0.id == PlaceCategory.otherID } ?? .other
        return known + extraCategories.filter { c in !known.contains { $0.id == c.id } } + [other]
    }
    public var sourceName: String {
        "\(collectionURL.host ?? "")\(collectionURL.port.map { ":\($0)" } ?? "")\(collectionURL.path)"
    }

    /// Every place in `bounds` (the world when nil), up to `pageSize × maxPages`.
    public func places(in bounds: GeoBounds?) async throws -> [Place] {
        try await page(in: bounds ?? .world, limit: options.pageSize * options.maxPages).places
    }

    /// At most `limit` places in `bounds`. A box across the antimeridian is asked as its two halves.
    public func page(in bounds: GeoBounds, limit: Int) async throws -> PlacePage {
        let parts = bounds.unwrappedParts
        var result = PlacePage(places: [], numberMatched: nil)
        var seenIDs = Set<Place.ID>()
        for part in parts {
            let piece = try await pages(in: part, limit: max(1, (limit - result.places.count)))
            for p in piece.places where seenIDs.insert(p.id).inserted { result.places.append(p) }
            if let n = piece.numberMatched { result.numberMatched = (result.numberMatched ?? 0) + n }
            result.notes += piece.notes
        }
        return result
    }

    /// Follows `next` links for one plain box: same origin only, never a URL twice, at most `maxPages`.
    private func pages(in box: GeoBounds, limit: Int) async throws(RemotePlacesError) -> PlacePage {
        let bbox = [box.west, box.south, box.east, box.north].map { String(format: "%.6f", $0) }.joined(separator: ",")
        var next: URL? = Self.withQuery(collectionURL.appendingPathComponent("items"),
                                        [("bbox", bbox), ("limit", String(min(options.pageSize, limit))), ("f", "json")])
        var seen = Set<String>()
        var result = PlacePage(places: [], numberMatched: nil)
        var pageCount = 0
        let loader = GeoJSONLoader(categories: categories, categoryProperty: options.categoryProperty)
        while let url = next, result.places.count < limit {
            guard seen.insert(url.absoluteString).inserted else {
                result.notes.append("\(url.absoluteString): the next link leads back to a page already read; stopped")
                break
            }
            guard pageCount < options.maxPages else {
                result.notes.append("stopped after \(options.maxPages) pages for one box")
                break
            }
            pageCount += 1
            if Task.isCancelled { throw .fetch(url: url.absoluteString, .cancelled) }
            let body = try await Self.fetch(url, worker: worker, accept: "application/geo+json", options: options)
            let loaded: LoadedPlaces
            do { loaded = try loader.load(data: body, source: url.absoluteString) } catch {
                // The loader's description already starts with the URL (it is the source's name): not twice.
                let reason = error.description
                throw .badResponse(url: url.absoluteString, reason: reason.hasPrefix(url.absoluteString + ": ")
                    ? String(reason.dropFirst(url.absoluteString.count + 2)) : reason)
            }
            result.places += loaded.places.prefix(limit - result.places.count)
            if result.numberMatched == nil, let n = loaded.topLevel?["numberMatched"]?.numberValue, n >= 0, n.isFinite {
                result.numberMatched = Int(n)
            }
            let skipped = loaded.report.skippedCount
            if skipped > 0 {
                let first = loaded.report.problems.first { $0.skipsFeature }.map { ": \($0.description)" } ?? ""
                result.notes.append("\(url.absoluteString): \(skipped) feature\(skipped == 1 ? "" : "s") skipped\(first)")
            }
            next = PageLink.next(in: loaded.topLevel, pageURL: url)
            if let candidate = next, !PageLink.sameOrigin(candidate, collectionURL) {
                result.notes.append("\(candidate.absoluteString): a next link to another server is not followed")
                next = nil
            }
        }
        return result
    }

    private static func fetch(_ url: URL, worker: SoupWorker, accept: String,
                              options: OGCFeaturesOptions) async throws(RemotePlacesError) -> Data {
        let text = url.absoluteString
        switch await worker.get(text, headers: ["Accept": accept], maxBytes: options.maxResponseBytes,
                                deadlineSeconds: options.responseSeconds) {
        case .failure(let error): throw .fetch(url: text, error)
        case .success(let response):
            guard response.status == 200 else { throw .status(url: text, code: response.status) }
            return response.body
        }
    }

    /// `url` with these query items added (kept in order).
    static func withQuery(_ url: URL, _ items: [(String, String)]) -> URL {
        guard var parts = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return url }
        parts.queryItems = (parts.queryItems ?? []) + items.map { URLQueryItem(name: $0.0, value: $0.1) }
        return parts.url ?? url
    }
}
