import Foundation
import MapCore
import RemotePlaces

/// A Photon or Nominatim server over libsoup on its own thread (RemotePlaces' worker): one request at a time per
/// caller task (cancel the task for a newer query), Nominatim at most once a second, answers cached while the app runs.
public final class HTTPGeocoder: Geocoder, @unchecked Sendable {
    public let kind: GeocoderKind
    public let base: URL
    public let limits: GeocoderLimits
    /// The language answers are asked in (the locale's; nil asks for none).
    public let language: String?
    private let worker: SoupWorker
    // Guards `cache`, `order` and `nextSlot`, touched from any task.
    private let lock = NSLock()
    private var cache: [String: Data] = [:]
    private var order: [String] = []
    private var nextSlot = ContinuousClock.now

    public init(kind: GeocoderKind, base: URL, limits: GeocoderLimits = GeocoderLimits(),
                language: String? = GeocoderLanguage.current()) {
        self.kind = kind; self.base = base; self.limits = limits; self.language = language
        worker = SoupWorker(userAgent: limits.userAgent, timeoutSeconds: limits.socketTimeoutSeconds, maxConnections: 1)
    }

    /// Host and port, for messages.
    public var server: String { base.host.map { h in base.port.map { "\(h):\($0)" } ?? h } ?? base.absoluteString }

    public func search(_ text: String, near: Coordinate?, limit: Int) async throws(GeocoderError) -> [GeocodeResult] {
        guard let url = kind.searchURL(base: base, text: text, near: near, limit: limit, language: language) else { throw error(.invalidURL) }
        let body = try await fetch(url)
        do {
            switch kind {
            case .photon: return try PhotonReply.parse(body, limit: limit)
            case .nominatim: return try NominatimReply.parseSearch(body, limit: limit)
            }
        } catch { throw self.error(.badReply(error.reason)) }
    }

    public func reverse(_ point: Coordinate) async throws(GeocoderError) -> GeocodeResult? {
        guard let url = kind.reverseURL(base: base, point: point, language: language) else { throw error(.invalidURL) }
        let body = try await fetch(url)
        do {
            switch kind {
            case .photon: return try PhotonReply.parse(body, limit: 1).first
            case .nominatim: return try NominatimReply.parseReverse(body)
            }
        } catch { throw self.error(.badReply(error.reason)) }
    }

    /// The body of a 200 JSON answer for `url`, from the cache or the server.
    private func fetch(_ url: URL) async throws(GeocoderError) -> Data {
        let key = url.absoluteString
        if let hit = lock.withLock({ cache[key] }) { return hit }
        try await waitForSlot()
        let response: RemoteResponse
        switch await worker.get(key, headers: ["Accept": "application/json"], maxBytes: limits.maxBytes,
                                deadlineSeconds: limits.deadlineSeconds) {
        case .success(let r):
            // Counted from the answer too: a slow connection set-up must not bring two arrivals under the interval.
            lock.withLock { nextSlot = max(nextSlot, ContinuousClock.now + kind.minimumInterval) }
            response = r
        case .failure(let failure): throw error(.fetch(failure))
        }
        guard response.status == 200 else { throw error(.status(response.status)) }
        let type = response.contentType ?? "no content type"
        guard type.lowercased().contains("json") else { throw error(.contentType(type)) }
        remember(key, response.body)
        return response.body
    }

    /// Sleeps until this request's turn under the kind's rate (a slot is taken before sleeping, so callers queue).
    private func waitForSlot() async throws(GeocoderError) {
        let slot = lock.withLock {
            let now = ContinuousClock.now
            let mine = max(now, nextSlot)
            nextSlot = mine + kind.minimumInterval
            return mine
        }
        if slot > .now {
            do { try await Task.sleep(until: slot, clock: .continuous) } catch { throw self.error(.fetch(.cancelled)) }
        }
        if Task.isCancelled { throw error(.fetch(.cancelled)) }
    }

    private func remember(_ key: String, _ body: Data) {
        lock.withLock {
            if cache[key] == nil { order.append(key) }
            cache[key] = body
            while order.count > limits.cacheEntries { cache[order.removeFirst()] = nil }
        }
    }

    private func error(_ reason: GeocoderError.Reason) -> GeocoderError { GeocoderError(server: server, reason: reason) }
}
