import AppCore
import Foundation
import Geocoding
import MapCore
import Testing

/// The window's online requests (`PlaceSearch`, `OnlineSearchPolicy`) against a geocoder that records what it is
/// asked and holds each answer until the test lets it go: a burst of keystrokes makes one request, for the whole
/// text, and the answer to older text never reaches the list. (The HTTP side, against the fake Photon and
/// Nominatim, is `FakeServerGeocoderTests` and the window's `onlineRowsJoinTheListAndWhatsHereNamesTheAddress`.)
@MainActor
@Suite
struct PlaceSearchOnlineTests {
    /// Answers "Online TEXT" for TEXT once `release(TEXT)` is called (before or after it is asked); signals every
    /// query asked and every search that returned, so the test waits on events, not on the clock.
    final class HeldGeocoder: Geocoder, @unchecked Sendable {
        private let lock = NSLock()
        private var held: [String: CheckedContinuation<Void, Never>] = [:]
        private var released: Set<String> = []
        private var asked: [String] = []
        private var returned: [String] = []
        /// Waiters and their conditions over (queries asked, searches returned), checked under the lock.
        private var waiters: [(condition: @Sendable ([String], [String]) -> Bool, go: CheckedContinuation<Void, Never>)] = []

        func search(_ text: String, near: Coordinate?, limit: Int) async throws(GeocoderError) -> [GeocodeResult] {
            await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in
                let go = lock.withLock { () -> Bool in
                    asked.append(text)
                    if released.contains(text) { return true }
                    held[text] = c
                    return false
                }
                if go { c.resume() }
                wake()
            }
            defer { lock.withLock { returned.append(text) }; wake() }
            return [GeocodeResult(name: "Online \(text)", detail: "Fake", coordinate: Coordinate(clampingLatitude: 61.5, wrappingLongitude: 23.8),
                                  kind: "city", source: .photon)]
        }

        func reverse(_ point: Coordinate) async throws(GeocoderError) -> GeocodeResult? { nil }

        func release(_ text: String) {
            let c = lock.withLock { () -> CheckedContinuation<Void, Never>? in
                released.insert(text)
                return held.removeValue(forKey: text)
            }
            c?.resume()
        }

        var queries: [String] { lock.withLock { asked } }

        /// Suspends until `condition` holds over (queries asked, searches returned).
        func wait(until condition: @escaping @Sendable ([String], [String]) -> Bool) async {
            await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in
                lock.withLock { waiters.append((condition, c)) }
                wake()
            }
        }

        private func wake() {
            let ready = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
                var now: [CheckedContinuation<Void, Never>] = []
                waiters.removeAll { w in
                    guard w.condition(asked, returned) else { return false }
                    now.append(w.go)
                    return true
                }
                return now
            }
            for go in ready { go.resume() }
        }
    }

    func loaded(_ geocoder: HeldGeocoder) async -> Harness {
        var service = FakeService()
        service.placeList = PlaceSearchTests.cafes
        let h = Harness(service: service)
        await h.startAndLoad()
        h.store.startSearch(gazetteer: nil, geocoder: geocoder)
        // The index arrives through the poster: without it a query waits and never asks online, so the waits below would hang.
        for _ in 0..<40 where h.store.search?.isBusy ?? false { await h.poster.drain() }
        return h
    }

    /// Titles of every answer the list was given, in order.
    final class Answers { var titles: [[String]] = [] }

    func record(_ search: PlaceSearch) -> Answers {
        let answers = Answers()
        search.onAnswer = { [weak search] in answers.titles.append(search?.answer.rows.map(\.title) ?? []) }
        return answers
    }

    /// Drains the store's poster until the list shows `title`.
    func waitForRow(_ h: Harness, _ title: String) async throws {
        let search = try #require(h.store.search)
        for _ in 0..<40 where !search.answer.rows.contains(where: { $0.title == title }) { await h.poster.drain() }
        #expect(search.answer.rows.contains { $0.title == title }, "\(search.answer.rows.map(\.title))")
    }

    @Test func typingFastMakesOneRequestForTheWholeText() async throws {
        let geocoder = HeldGeocoder()
        geocoder.release("Tampere")
        let h = await loaded(geocoder)
        let search = try #require(h.store.search)
        // Seven keystrokes with no pause between them (well inside the 300 ms the policy waits for).
        for n in 1...7 { search.queryChanged(String("Tampere".prefix(n))) }
        try await waitForRow(h, "Online Tampere")
        #expect(geocoder.queries == ["Tampere"])
    }

    @Test func anAnswerToOlderTextIsDropped() async throws {
        let geocoder = HeldGeocoder()
        let h = await loaded(geocoder)
        let search = try #require(h.store.search)
        let answers = record(search)
        search.queryChanged("Tampere")
        await geocoder.wait { asked, _ in asked == ["Tampere"] }
        // The person types on while "Tampere" is still being answered; then that old answer arrives.
        search.queryChanged("Turku")
        geocoder.release("Tampere")
        await geocoder.wait { _, returned in returned.contains("Tampere") }
        await geocoder.wait { asked, _ in asked == ["Tampere", "Turku"] }
        geocoder.release("Turku")
        try await waitForRow(h, "Online Turku")
        #expect(!answers.titles.joined().contains("Online Tampere"), "\(answers.titles)")
        #expect(search.answeredQuery == "Turku")
    }

    /// The list is not settled while its online rows are still on the way: busy (the debug dump's "search") from
    /// the offline answer until the geocoder's has come in.
    @Test func busyUntilTheOnlineAnswerHasComeIn() async throws {
        let geocoder = HeldGeocoder()
        let h = await loaded(geocoder)
        let search = try #require(h.store.search)
        search.queryChanged("Tampere")
        await geocoder.wait { asked, _ in asked == ["Tampere"] }
        for _ in 0..<40 where search.answeredQuery != "Tampere" { await h.poster.drain() }
        #expect(search.answeredQuery == "Tampere", "the offline answer is in")
        #expect(search.isBusy, "the online request is still out")
        #expect(h.store.busyReasons == ["search"])
        geocoder.release("Tampere")
        try await waitForRow(h, "Online Tampere")
        #expect(!search.isBusy)
        #expect(h.store.busyReasons.isEmpty)
    }

    @Test func shortTextAndCoordinatesAreNotSentOnline() async throws {
        let geocoder = HeldGeocoder()
        geocoder.release("Tampere")
        let h = await loaded(geocoder)
        let search = try #require(h.store.search)
        for text in ["Ta", "60.17, 24.94", "Tampere"] { search.queryChanged(text) }
        try await waitForRow(h, "Online Tampere")
        search.queryChanged("ka")
        for _ in 0..<4 where search.isBusy { await h.poster.drain() }
        #expect(geocoder.queries == ["Tampere"])
    }
}
