import MapCore

/// Loads places box by box as the view moves, for a `BoxLoadingMapService`.
///
/// - The world is cut into request boxes: map tiles of a zoom band a little above the view's zoom. The view plus a
///   margin wants a handful of them; a box already held (or inside a held box whose answer was complete) is
///   never asked again.
/// - A request for a box the view has left is cancelled (its task, hence its HTTP exchange).
/// - Places are held once per id however many boxes gave them; past `maxPlacesHeld`, boxes farthest from the
///   view are dropped, so memory stays flat while roaming.
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
    /// Every place held, by id, with how many held boxes gave it.
    private(set) var held: [Place.ID: (place: Place, boxes: Int)] = [:]
    /// Held places per category, kept as boxes come and go (a recount of 150,000 places took 20 ms per change).
    public private(set) var categoryCounts: [PlaceCategory.ID: Int] = [:]
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

    public init(service: any BoxLoadingMapService, poster: any MainThreadPoster, options: RemoteLoadOptions = RemoteLoadOptions()) {
        self.service = service; self.poster = poster; self.options = options
        retryDelay = options.retryDelay
    }

    /// Held places, in no particular order.
    public var places: [Place] { held.values.map(\.place) }
    public var placeCount: Int { held.count }
    /// Boxes with a request in flight.
    public var loadingCount: Int { boxes.values.filter { if case .loading = $0 { true } else { false } }.count }
    /// True when every box the view wants is held (or the server is failing and a retry is scheduled).
    public var isSettled: Bool { loadingCount == 0 }
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
            var ids: [Place.ID] = []
            ids.reserveCapacity(page.places.count)
            for place in page.places {
                ids.append(place.id)
                if held[place.id] != nil { held[place.id]?.boxes += 1; continue }
                held[place.id] = (place, 1)
                categoryCounts[place.categoryID, default: 0] += 1
            }
            boxes[tile] = .loaded(ids: ids, matched: page.numberMatched, capped: page.isCapped)
            notes = Array((notes + page.notes).suffix(20))
            if serverProblem != nil { serverProblem = nil; retryDelay = options.retryDelay }
            evictIfNeeded()
            updateCappedNotice()
            changed(places: true)
        case .failure(let error):
            boxes[tile] = nil
            serverProblem = "\(error)"
            serverUnreachable = (error as? any PlacesServerFailure)?.isUnreachable ?? true
            scheduleRetry()
            changed()
        }
    }

    /// Drops the boxes farthest from the view until the held places fit the cap; wanted boxes stay.
    private func evictIfNeeded() {
        guard held.count > options.maxPlacesHeld, let center = viewport?.center else { return }
        let keep = Set(wanted)
        let candidates = boxes.compactMap { tile, state -> TileID? in
            guard case .loaded = state, !keep.contains(tile) else { return nil }
            return tile
        }.sorted { Self.distance($0, center) > Self.distance($1, center) }
        for tile in candidates {
            guard held.count > options.maxPlacesHeld else { break }
            guard case .loaded(let ids, _, _)? = boxes[tile] else { continue }
            boxes[tile] = nil
            for id in ids {
                guard let entry = held[id] else { continue }
                guard entry.boxes <= 1 else { held[id]?.boxes -= 1; continue }
                held[id] = nil
                let category = entry.place.categoryID
                categoryCounts[category] = categoryCounts[category].flatMap { $0 > 1 ? $0 - 1 : nil }
            }
        }
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
