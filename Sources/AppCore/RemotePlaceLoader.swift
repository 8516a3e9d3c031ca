import MapCore

/// Loads places box by box as the view moves, for a `BoxLoadingMapService`.
///
/// - The world is cut into request boxes: map tiles of a zoom band a little above the view's zoom. The view plus a
///   margin wants a handful of them; a box already held (or inside a held box whose answer was complete) is
///   never asked again.
/// - A request for a box the view has left is cancelled (its task, hence its HTTP exchange).
/// - Places are held once per id however many boxes gave them (`HeldPlaces`); past `maxPlacesHeld`, boxes
///   farthest from the view are dropped, so memory stays flat while roaming.
/// - The main thread only adds and drops boxes' places; joining the held places into the one array the store
///   shows (`shown`) runs on a background task, so a page costs the main thread O(page), not O(places held).
/// - Too many places: a box asks for at most `placesPerBox`; when the server matched more (`numberMatched`), the
///   box is a capped sample and `cappedNotice` says how many of how many are shown. Zooming in asks smaller boxes.
/// - A failed request leaves every held place in place, sets `serverProblem`, and retries the view after a
///   growing delay until the server answers again.
@MainActor
public final class RemotePlaceLoader {
    public let service: any BoxLoadingMapService
    public let options: RemoteLoadOptions
    private let poster: any MainThreadPoster
    /// Told when the server problem or the capped notice change, with whether held places changed too.
    var onChange: (@MainActor (_ placesChanged: Bool) -> Void)?
    /// The banner text the store last showed for this loader (so it clears only its own).
    var shownBanner: String?

    private(set) var boxes: [TileID: RemoteBox.State] = [:]
    /// Every place held, once per id, with how many held boxes gave it.
    private(set) var held = HeldPlaces()
    /// The held places joined into one array, and their counts per category: what the store shows. Made off the
    /// main thread after each change; one join behind `places` at most, and equal to it once `isSettled`.
    public private(set) var shown = Shown(places: [], categoryCounts: [:])
    /// Every box asked for, in order (for tests and the debug dump).
    public private(set) var requested: [TileID] = []
    /// Boxes cancelled because the view moved on before they arrived.
    public private(set) var cancelled: [TileID] = []
    /// The server's last failure while it has not answered since; nil when all is well.
    public private(set) var serverProblem: String?
    /// Whether that failure was no answer at all (else an answer that could not be used).
    public private(set) var serverUnreachable = true
    /// "Showing N of M places here…" when a wanted box was capped; nil otherwise.
    public private(set) var cappedNotice: String?
    /// Non-fatal notes from the last answers (skipped features, refused links).
    public private(set) var notes: [String] = []
    private var nextToken: UInt64 = 0
    private var viewport: Viewport?
    private var wanted: [TileID] = []
    private var retryScheduled = false
    private var retryDelay: Double
    private var changePending = false
    private var placesChangedPending = false
    /// A join is running; `joinStale`: the held places changed since it started, so another follows.
    private var joining = false
    private var joinStale = false

    /// Held places as one array with their counts per category, made together so the two always agree.
    public struct Shown: Sendable {
        public let places: [Place]
        public let categoryCounts: [PlaceCategory.ID: Int]
    }

    public init(service: any BoxLoadingMapService, poster: any MainThreadPoster, options: RemoteLoadOptions = RemoteLoadOptions()) {
        self.service = service; self.poster = poster; self.options = options
        retryDelay = options.retryDelay
    }

    /// Held places, in the order they arrived. - Complexity: O(places held); the store shows `shown` instead.
    public var places: [Place] { held.places }
    public var placeCount: Int { held.count }
    /// Bytes of the places held (`HeldPlaces.bytes(of:)` summed), bounded by `maxHeldBytes`.
    public var heldBytes: Int { held.bytes }
    /// Held places per category, kept as boxes come and go.
    public var categoryCounts: [PlaceCategory.ID: Int] { held.categoryCounts }
    /// Boxes with a request in flight.
    public var loadingCount: Int { boxes.values.filter { if case .loading = $0 { true } else { false } }.count }
    /// True when every box the view wants is held (or the server is failing and a retry is scheduled), and `shown`
    /// has caught up with the held places.
    public var isSettled: Bool { loadingCount == 0 && !joining }
    public var heldBoxCount: Int { boxes.count - loadingCount }

    /// True when `tile`'s answer is held, or a held box around it answered completely.
    public func isLoaded(_ tile: TileID) -> Bool {
        if case .loaded? = boxes[tile] { return true }
        return isCovered(tile)
    }

    /// The boxes `viewport` wants, at most `maxBoxesPerView` (coarser bands when the view is wide).
    public func boxes(for viewport: Viewport) -> [TileID] {
        let area = RemoteBox.wanted(viewport, margin: options.margin)
        var band = RemoteBox.band(forZoom: viewport.zoom, options: options)
        var tiles = RemoteBox.tiles(covering: area, band: band)
        while tiles.count > options.maxBoxesPerView, band > 0 {
            band -= 1
            tiles = RemoteBox.tiles(covering: area, band: band)
        }
        // Nearest the view's centre first, so what is on screen arrives first.
        let center = viewport.center
        return tiles.sorted { Self.distance($0, center) < Self.distance($1, center) }
    }

    /// The view moved: cancel what it no longer wants, ask for what it wants and does not hold.
    public func viewChanged(_ viewport: Viewport) {
        self.viewport = viewport
        wanted = boxes(for: viewport)
        let wantedSet = Set(wanted)
        for (tile, state) in boxes {
            guard case .loading(_, let task) = state, !wantedSet.contains(tile) else { continue }
            task.cancel()
            boxes[tile] = nil
            cancelled.append(tile)
        }
        for tile in wanted where boxes[tile] == nil && !isCovered(tile) { request(tile) }
        updateCappedNotice()
    }

    /// Held, or inside a held box whose answer was complete.
    private func isCovered(_ tile: TileID) -> Bool {
        var ancestor = tile.parent
        while let a = ancestor {
            if case .loaded(_, _, let capped)? = boxes[a], !capped { return true }
            ancestor = a.parent
        }
        return false
    }

    private func request(_ tile: TileID) {
        nextToken &+= 1
        let token = nextToken, service = self.service, poster = self.poster, limit = options.placesPerBox
        let bounds = tile.bounds
        requested.append(tile)
        let task = Task.detached {
            let result: Result<PlacePage, any Error>
            do { result = .success(try await service.page(in: bounds, limit: limit)) } catch { result = .failure(error) }
            poster.post { [weak self] in self?.finished(tile, token: token, result) }
        }
        boxes[tile] = .loading(token: token, task: task)
    }

    private func finished(_ tile: TileID, token: UInt64, _ result: Result<PlacePage, any Error>) {
        // A cancelled or superseded request: its box was dropped or asked again.
        guard case .loading(let current, _)? = boxes[tile], current == token else { return }
        switch result {
        case .success(let page):
            let ids = held.add(page.places)
            boxes[tile] = .loaded(ids: ids, matched: page.numberMatched, capped: page.isCapped)
            notes = Array((notes + page.notes).suffix(20))
            if serverProblem != nil { serverProblem = nil; retryDelay = options.retryDelay }
            evictIfNeeded()
            updateCappedNotice()
            // The store hears of the new places when they are joined (`joined`).
            joinHeldPlaces()
        case .failure(let error):
            boxes[tile] = nil
            serverProblem = "\(error)"
            serverUnreachable = (error as? any PlacesServerFailure)?.isUnreachable ?? true
            scheduleRetry()
            changed()
        }
    }

    /// Drops the boxes farthest from the view until the held places fit the caps (count and bytes); wanted boxes stay.
    private func evictIfNeeded() {
        func over() -> Bool { held.count > options.maxPlacesHeld || held.bytes > options.maxHeldBytes }
        guard over(), let center = viewport?.center else { return }
        let keep = Set(wanted)
        let candidates = boxes.compactMap { tile, state -> TileID? in
            guard case .loaded = state, !keep.contains(tile) else { return nil }
            return tile
        }.sorted { Self.distance($0, center) > Self.distance($1, center) }
        for tile in candidates {
            guard over() else { break }
            guard case .loaded(let ids, _, _)? = boxes[tile] else { continue }
            boxes[tile] = nil
            held.release(ids)
        }
    }

    /// Joins the held places into one array on a background task, then shows it; one join at a time, and a change
    /// during it starts one more with the newest places when it ends.
    private func joinHeldPlaces() {
        guard !joining else { joinStale = true; return }
        joining = true
        // The parts are immutable arrays (a release maps survivors into a new one): taking them copies no place.
        let parts = held.parts, counts = held.categoryCounts, total = held.count, poster = self.poster
        Task.detached {
            var places: [Place] = []
            places.reserveCapacity(total)
            for part in parts { places.append(contentsOf: part) }
            let joined = Shown(places: places, categoryCounts: counts)
            poster.post { [weak self] in self?.joined(joined) }
        }
    }

    private func joined(_ joined: Shown) {
        joining = false
        shown = joined
        if joinStale {
            joinStale = false
            joinHeldPlaces()
        }
        changed(places: true)
    }

    private func updateCappedNotice() {
        var shown = 0, matched = 0, capped = false
        for tile in wanted {
            guard case .loaded(let ids, let n, let isCapped)? = boxes[tile] else { continue }
            shown += ids.count
            matched += n ?? ids.count
            capped = capped || isCapped
        }
        let notice = capped ? "Showing \(shown) of \(matched) places around this view; zoom in to see them all." : nil
        if notice != cappedNotice { cappedNotice = notice; changed() }
    }

    private func scheduleRetry() {
        guard !retryScheduled else { return }
        retryScheduled = true
        let delay = retryDelay
        retryDelay = min(options.maxRetryDelay, retryDelay * 2)
        poster.post(after: delay) { [weak self] in
            guard let self else { return }
            retryScheduled = false
            if let viewport { viewChanged(viewport) }
        }
    }

    /// Several answers in one turn of the loop make one change.
    private func changed(places: Bool = false) {
        placesChangedPending = placesChangedPending || places
        guard !changePending else { return }
        changePending = true
        poster.post { [weak self] in
            guard let self else { return }
            changePending = false
            let placesChanged = placesChangedPending
            placesChangedPending = false
            onChange?(placesChanged)
        }
    }

    /// Squared degrees from a box's centre to `c`, the shorter way round the antimeridian.
    private static func distance(_ tile: TileID, _ c: Coordinate) -> Double {
        let b = tile.bounds
        var dx = abs((b.west + b.east) / 2 - c.longitude)
        if dx > 180 { dx = 360 - dx }
        let dy = (b.south + b.north) / 2 - c.latitude
        return dx * dx + dy * dy
    }
}
