import AppCore
import Foundation
import Gazetteer
import Geocoding
import MapCore
import Search

/// Builds the search index and answers queries (`MergedSearch`: loaded places and the world gazetteer) on one
/// background queue, so a keystroke never waits for either; answers come back on the main loop, and one older
/// than the newest query is dropped.
@MainActor
final class SearchWorker {
    private let queue = DispatchQueue(label: "pinmap.search", qos: .userInitiated)
    private var index: SearchIndex?
    private let gazetteer: Gazetteer?
    private var indexedVersion = -1
    /// Increases with every query; an answer carrying an older number is stale.
    private var generation: UInt64 = 0
    /// The newest query answered (or dropped for an empty one); behind `generation` while one is under way.
    private var answered: UInt64 = 0
    /// The places version the current `index` was built from.
    private var builtVersion = -1
    /// Who hears the newest query's answer.
    private var reply: (@MainActor (MergedSearch.Answer) -> Void)?
    /// A query asked before the index was ready, run when it arrives.
    private var waiting: (text: String, near: Coordinate, favourites: Set<Place.ID>)?
    /// Titles of the loaded categories (a row's second line), copied for the queue.
    private var categoryTitles: [PlaceCategory.ID: String] = [:]

    /// The online geocoder asked after each offline answer; nil (the default) sends nothing anywhere.
    var geocoder: (any Geocoder)?
    /// The one online request in flight; a newer query cancels it.
    private var online: Task<Void, Never>?
    /// Whether the geocoder answered its last request (the list's one "unavailable" note).
    private(set) var onlineStatus = OnlineSearchStatus()
    /// Told when `onlineStatus` changes.
    var statusChanged: (@MainActor () -> Void)?

    init(gazetteer: Gazetteer?) { self.gazetteer = gazetteer }

    /// True while an index build or the newest query is under way.
    var isBusy: Bool { builtVersion != indexedVersion || answered != generation }

    /// Indexes `places` once per `version` (every place, ticked category or not).
    func index(places: [Place], categories: [PlaceCategory], version: Int) {
        guard version != indexedVersion else { return }
        indexedVersion = version
        categoryTitles = Dictionary(categories.map { ($0.id, $0.title) }, uniquingKeysWith: { a, _ in a })
        queue.async {
            let built = SearchIndex(places: places, categories: categories)
            MainLoop.post { [weak self] in
                // An index over 150,000 places takes milliseconds to free: never let its last release fall on main.
                guard let self, version == self.indexedVersion else { OffMainRelease.drop(built); return }
                if let old = self.index.take() { OffMainRelease.drop(old) }
                self.index = built
                self.builtVersion = version
                if let w = self.waiting {
                    self.waiting = nil
                    if let reply = self.reply { self.search(w.text, near: w.near, favourites: w.favourites, reply: reply) }
                }
            }
        }
    }

    /// Answers `text` off the main thread (`favourites`: the starred places' ids); `reply` runs only if no newer
    /// query was asked meanwhile.
    func search(_ text: String, near: Coordinate, favourites: Set<Place.ID>,
                reply: @escaping @MainActor (MergedSearch.Answer) -> Void) {
        generation &+= 1
        self.reply = reply
        let asked = generation
        guard let index else {
            // Coordinates need no index; text waits for it.
            if let location = LocationQuery.parse(text) {
                answered = asked
                reply(.location(location))
            } else {
                waiting = (text, near, favourites)
            }
            return
        }
        let gazetteer = self.gazetteer, titles = categoryTitles
        queue.async {
            let answer = MergedSearch.answer(text, near: near, index: index, gazetteer: gazetteer,
                                             isFavourite: { favourites.contains($0.id) }, categoryTitle: { titles[$0] })
            MainLoop.post { [weak self] in
                guard let self, asked == self.generation else { return }
                self.answered = asked
                self.reply?(answer)
            }
        }
        askOnline(text, near: near, favourites: favourites, asked: asked, index: index)
    }

    /// The geocoder's answer merged with the offline one, replied as a second answer to the same query
    /// (`OnlineSearchPolicy`: after a pause in typing, three characters or more, never coordinates).
    private func askOnline(_ text: String, near: Coordinate, favourites: Set<Place.ID>, asked: UInt64, index: SearchIndex) {
        online?.cancel()
        online = nil
        guard let geocoder, OnlineSearchPolicy.asksOnline(text) else { return }
        let gazetteer = self.gazetteer, titles = categoryTitles
        online = Task.detached {
            guard (try? await Task.sleep(for: OnlineSearchPolicy.quietTime)) != nil else { return }
            let outcome: Result<[GeocodeResult], any Error>
            do { outcome = .success(try await geocoder.search(text, near: near, limit: OnlineSearchPolicy.limit)) } catch { outcome = .failure(error) }
            guard !Task.isCancelled else { return }
            var answer: MergedSearch.Answer?
            if case .success(let results) = outcome {
                answer = MergedSearch.answer(text, near: near, index: index, gazetteer: gazetteer, online: results,
                                             isFavourite: { favourites.contains($0.id) }, categoryTitle: { titles[$0] })
            }
            MainLoop.post { [weak self] in
                guard let self, asked == self.generation else { return }
                if self.onlineStatus.record(outcome) { self.statusChanged?() }
                if let answer { self.reply?(answer) }
            }
        }
    }
}
