import Foundation
import Graphics
import MapCore

extension TileStore {
    /// Queues a GET (conditional when `validators` are known) and sends what the limits allow.
    func enqueueNetwork(_ key: TileKey, template: TileURLTemplate, validators: TileMetadata?,
                        priority: TileRequestQueue.Priority? = nil) {
        let url = template.url(for: key.tile, retina: key.density > 1)
        let req = NetworkRequest(ticket: makeTicket(), key: key, url: url, host: URL(string: url)?.host ?? "",
                                 validators: validators, priority: priority ?? nextPriority(), source: template.fingerprint)
        pending[key] = .queued(req)
        fetches.push(.init(priority: req.priority, ticket: req.ticket, key: key))
        pump()
    }

    /// Sends queued requests in priority order while their host has a free connection and their server is not held off.
    func pump() {
        let now = clock.now()
        var deferred: [TileRequestQueue.Entry] = []
        var seen = Set<Int>()
        while let e = fetches.pop() {
            // Re-prioritised requests leave older copies behind; the best copy pops first, the rest are dropped.
            guard seen.insert(e.ticket).inserted, case .queued(let req)? = pending[e.key], req.ticket == e.ticket else { continue }
            switch fetches.admit(styleID: e.key.styleID, host: req.host, now: now) {
            case .send: send(req)
            case .hold(let until, let error): hold(e.key, until: until, error: error)
            case .wait: deferred.append(e)
            }
        }
        for e in deferred { fetches.push(e) }
    }

    /// Parks a queued tile until `until` without counting an attempt.
    private func hold(_ key: TileKey, until: Date, error: TileLoadError) {
        pending[key] = nil
        failures[key] = Failure(attempts: failures[key]?.attempts ?? 0, retryAt: until, error: error)
        scheduleWake(at: until)
        loadAncestorsFromDisk(key)
    }

    private func send(_ req: NetworkRequest) {
        statistics.requestsSent += 1
        fetches.sent(host: req.host)
        let headers = req.validators?.conditionalHeaders ?? [:]
        let handle = http.get(req.url, headers: headers, maxBytes: configuration.maxResponseBytes) { [weak self] result in
            self?.received(req, result)
        }
        pending[req.key] = .inFlight(req, handle)
    }

    private func received(_ req: NetworkRequest, _ result: Result<HTTPResponse, HTTPFetchError>) {
        fetches.finished(host: req.host)
        if pending[req.key]?.ticket == req.ticket { pending[req.key] = nil }
        defer { pump() }
        switch result {
        case .failure(.cancelled):
            statistics.cancelled += 1
            fetches.probeCancelled(styleID: req.key.styleID, now: clock.now())
        case .failure(.timedOut): fail(req, .timedOut, countsToBreaker: true)
        case .failure(.tooLarge(let limit)): fail(req, .tooLarge(limit: limit), countsToBreaker: true)
        case .failure(.invalidURL): fail(req, .network("invalid URL"), countsToBreaker: false)
        case .failure(.invalidResponse(let why)): fail(req, .invalidResponse(why), countsToBreaker: true)
        case .failure(.network(let why)): fail(req, .network(why), countsToBreaker: true)
        case .success(let r): handle(r, for: req)
        }
    }

    private func handle(_ r: HTTPResponse, for req: NetworkRequest) {
        let key = req.key
        let now = clock.now()
        let expires = max(CachePolicy.expiry(headers: r.headers, now: now, minimum: configuration.minimumFreshness),
                          now.addingTimeInterval(configuration.minimumRevalidationInterval))
        switch r.status {
        case 200:
            statistics.responsesOK += 1
            statistics.bytesDownloaded += r.body.count
            let meta = TileMetadata(etag: r.headers["etag"], lastModified: r.headers["last-modified"],
                                    expires: expires.timeIntervalSince1970, isEmpty: false, byteLength: r.body.count, checksum: 0,
                                    source: req.source)
            decodeAndStore(req, body: r.body, metadata: meta)
        case 304 where req.validators == nil:
            // A 304 to an unconditional request leaves nothing to show; back off rather than ask again each frame.
            fail(req, .http(status: 304), countsToBreaker: false)
        case 304:
            statistics.notModified += 1
            succeeded(key)
            var meta = req.validators ?? TileMetadata(expires: 0, isEmpty: false, byteLength: 0, checksum: 0)
            meta.expires = expires.timeIntervalSince1970
            if let etag = r.headers["etag"] { meta.etag = etag }
            if let lm = r.headers["last-modified"] { meta.lastModified = lm }
            memory.refresh(key, expires: expires, metadata: meta)
            if let disk {
                let m = meta
                ioQueue.async { disk.updateMetadata(key, m) }
                // Evicted from memory meanwhile: read the refreshed copy back.
                if !memory.contains(key), pending[key] == nil { startDiskRead(key, template: nil, networkOnMiss: false) }
            }
        case 404, 410:
            statistics.notFound += 1
            succeeded(key)
            // "No tile here" lives in memory only and briefly: a tile added later shows within minutes, and a
            // server's passing 404 is never kept on disk as if it were an answer.
            let asked = CachePolicy.expiry(headers: r.headers, now: now, minimum: configuration.notFoundLifetime)
            let until = max(now.addingTimeInterval(configuration.minimumRevalidationInterval),
                            min(asked, now.addingTimeInterval(configuration.maximumNotFoundLifetime)))
            let meta = TileMetadata(expires: until.timeIntervalSince1970, isEmpty: true, byteLength: 0, checksum: 0, source: req.source)
            memory.insert(.init(image: nil, expires: until, metadata: meta), for: key)
            changed()
        case 429:
            let policy = configuration.retry
            let attempts = (failures[key]?.attempts ?? 0) + 1
            let asked = CachePolicy.retryAfter(r.headers["retry-after"], now: now) ?? policy.defaultRetryAfter
            // Never sooner than the tile's own backoff, so "Retry-After: 0" cannot cause a request storm.
            let wait = min(policy.maximumRetryAfter, max(asked, policy.delay(afterFailures: attempts)))
            let until = now.addingTimeInterval(wait)
            fetches.pause(styleID: key.styleID, until: until)
            statistics.failures += 1
            failures[key] = Failure(attempts: attempts, retryAt: until, error: .rateLimited(retryAfterSeconds: wait))
            scheduleWake(at: until)
            log("tile \(key): HTTP 429, waiting \(Int(wait)) s (\(TileURLTemplate.redacted(req.url)))")
        case 500...599:
            fail(req, .http(status: r.status), countsToBreaker: true)
        default:
            fail(req, .http(status: r.status), countsToBreaker: false)
        }
    }

    /// Decodes a body off the main context; a body that decodes is written to disk and published.
    private func decodeAndStore(_ req: NetworkRequest, body: Data, metadata: TileMetadata) {
        let key = req.key
        let ticket = makeTicket()
        if pending[key] == nil { pending[key] = .local(ticket: ticket, priority: req.priority) }
        let ref = MainContextRef(self)
        let context = self.context
        let disk = self.disk, limits = configuration.imageLimits
        workQueue.async {
            let result: Result<Surface, ImageError>
            do throws(ImageError) {
                // Only a complete body of an accepted format and size decodes, so only such a body is cached.
                let image = try limits.decode(body)
                disk?.write(key, body: body, metadata: metadata)
                result = .success(image)
            } catch {
                result = .failure(error)
            }
            context.post { ref.value?.decoded(req, ticket: ticket, result: result, metadata: metadata) }
        }
    }

    private func decoded(_ req: NetworkRequest, ticket: Int, result: Result<Surface, ImageError>, metadata: TileMetadata) {
        if pending[req.key]?.ticket == ticket { pending[req.key] = nil }
        switch result {
        case .success(let image):
            succeeded(req.key)
            memory.insert(.init(image: image, expires: metadata.expiryDate, metadata: metadata), for: req.key)
            changed()
        case .failure(let e):
            fail(req, .undecodable(e.description), countsToBreaker: true)
        }
    }

    /// Clears the tile's backoff and closes its server's breaker.
    private func succeeded(_ key: TileKey) {
        failures[key] = nil
        if fetches.succeeded(styleID: key.styleID) { changed() }
    }

    /// Records a failed attempt: capped exponential backoff for the tile, and a strike for its server.
    private func fail(_ req: NetworkRequest, _ error: TileLoadError, countsToBreaker: Bool) {
        let key = req.key
        let now = clock.now()
        statistics.failures += 1
        var f = failures[key] ?? Failure(retryAt: now, error: error)
        f.attempts += 1
        f.error = error
        f.retryAt = now.addingTimeInterval(configuration.retry.delay(afterFailures: f.attempts))
        failures[key] = f
        scheduleWake(at: f.retryAt)
        if countsToBreaker {
            let (flipped, probe) = fetches.failed(styleID: key.styleID, now: now)
            if let probe { scheduleWake(at: probe) }
            if flipped {
                log("style \(key.styleID): server marked offline")
                changed()
            }
        }
        log("tile \(key): \(error) (\(TileURLTemplate.redacted(req.url)))")
        loadAncestorsFromDisk(key)
    }

    /// Brings cached ancestors from disk into memory so a failed tile can show a stand-in.
    func loadAncestorsFromDisk(_ key: TileKey) {
        guard disk != nil, memory.peek(key)?.image == nil else { return }
        for levels in 1...max(1, configuration.fallbackLevels) {
            guard let a = key.tile.ancestor(levels: levels) else { break }
            let ak = key.with(tile: a)
            if memory.contains(ak) { return }
            if pending[ak] == nil, failures[ak] == nil { startDiskRead(ak, template: nil, networkOnMiss: false) }
        }
    }
}
