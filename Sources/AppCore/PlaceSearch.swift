import Foundation
import Gazetteer
import Geocoding
import MapCore
import Search

/// The search box's state, owned by the store (`MapStore.search`): the query, its answer (`MergedSearch`: loaded
/// places with favourites lifted before the cut, world places, a geocoder's), and the index's build. The index is
/// built and queries answered on one background queue, so a keystroke never waits; answers come back through the
/// store's poster, and one older than the newest query is dropped. The window's search bar renders `answer` and
/// sends intents (`queryChanged`, `choose`); `pinmap --search` ranks with the same `answer(…)`.
@MainActor
public final class PlaceSearch {
    private weak var store: MapStore?
    private let poster: any MainThreadPoster
    private let queue = DispatchQueue(label: "pinmap.search", qos: .userInitiated)
    private let gazetteer: Gazetteer?
    /// The online geocoder asked after each offline answer; nil sends nothing anywhere.
    private let geocoder: (any Geocoder)?

    /// The text last typed.
    public private(set) var query = ""
    /// The newest answer that came back, and the query it answers.
    public private(set) var answer: MergedSearch.Answer = .rows([])
    public private(set) var answeredQuery = ""
    /// Whether the geocoder answered its last request (the list's one "unavailable" note).
    public private(set) var onlineStatus = OnlineSearchStatus()
    /// Told after every answer, and when `onlineStatus` changes (the search bar redraws its rows).
    public var onAnswer: (@MainActor () -> Void)?

    private var index: SearchIndex?
    private var indexedVersion = -1
    /// The places version the current `index` was built from.
    private var builtVersion = -1
    /// Increases with every query; an answer carrying an older number is stale.
    private var generation: UInt64 = 0
    /// The newest query answered (or dropped for an empty one); behind `generation` while one is under way.
    private var answered: UInt64 = 0
    /// A query asked before the index was ready, run when it arrives.
    private var waiting: (text: String, near: Coordinate, favourites: Set<Place.ID>)?
    /// Titles of the loaded categories (a row's second line), copied for the queue.
    private var categoryTitles: [PlaceCategory.ID: String] = [:]
    /// The one online request in flight, and the query number it answers; a newer query cancels it.
    private var online: (task: Task<Void, Never>, asked: UInt64)?

    init(store: MapStore, gazetteer: Gazetteer?, geocoder: (any Geocoder)?) {
        self.store = store
        poster = store.poster
        self.gazetteer = gazetteer
        self.geocoder = geocoder
    }

    /// Whether an online geocoder is asked (else addresses beyond the loaded places cannot be found).
    public var hasGeocoder: Bool { geocoder != nil }

    /// True while an index build, the newest query or its online request is under way (a list about to gain its
    /// online rows is not settled: the window tests' Enter would choose from the offline rows).
    public var isBusy: Bool { builtVersion != indexedVersion || answered != generation || online != nil }

    /// The one ranking of the window and `pinmap --search` (`MergedSearch`, favourites lifted before the cut).
    public nonisolated static func answer(_ text: String, near: Coordinate, index: SearchIndex?, gazetteer: Gazetteer?,
                                          online: [GeocodeResult] = [], limit: Int = SearchIndex.defaultLimit,
                                          favourites: Set<Place.ID>, categoryTitles: [PlaceCategory.ID: String]) -> MergedSearch.Answer {
        MergedSearch.answer(text, near: near, index: index, gazetteer: gazetteer, online: online, limit: limit,
                            isFavourite: { favourites.contains($0.id) }, categoryTitle: { categoryTitles[$0] })
    }

    /// Category titles by id, first title winning, as rows show them.
    public nonisolated static func titles(of categories: [PlaceCategory]) -> [PlaceCategory.ID: String] {
        Dictionary(categories.map { ($0.id, $0.title) }, uniquingKeysWith: { a, _ in a })
    }

    // MARK: Intents

    /// The person typed: answers `text` near the view's centre, favourites lifted; blank text clears the answer.
    public func queryChanged(_ text: String) {
        guard let store else { return }
        // Typing moves on from a place opened in the list: the list follows the view again.
        store.releaseKeptRow()
        query = text
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            ask("", near: store.viewport.center, favourites: [])
            answered = generation
            show(.rows([]), for: "")
            return
        }
        ask(text, near: store.viewport.center, favourites: store.favouritePlaceIDs)
    }

    /// A row of the answer was chosen (a click, Enter): the map goes there and opens it.
    public func choose(row index: Int) {
        guard let store else { return }
        switch answer {
        case .location(let location):
            store.flyTo(location.coordinate, zoom: location.zoom.map(Double.init))
            store.dropMarker(at: location.coordinate, label: location.label)
        case .rows(let rows):
            guard rows.indices.contains(index) else { return }
            switch rows[index].target {
            case .place(let place): store.showSearchResult(place)
            case .world(let world): store.showWorldPlace(world)
            case .online(let result): store.showOnlinePlace(result)
            }
        }
    }

    // MARK: Index and worker

    /// Indexes the store's places once per places version (every place, ticked category or not).
    func placesChanged() {
        guard let store, store.placesLoaded else { return }
        let version = store.placesRevision
        guard version != indexedVersion else { return }
        indexedVersion = version
        let places = store.places, categories = store.categories
        categoryTitles = Self.titles(of: categories)
        let poster = self.poster
        queue.async {
            let built = SearchIndex(places: places, categories: categories)
            poster.post { [weak self] in
                // An index over 150,000 places takes milliseconds to free: never let its last release fall on main.
                guard let self, version == self.indexedVersion else { OffMainRelease.drop(built); return }
                if let old = self.index.take() { OffMainRelease.drop(old) }
                self.index = built
                self.builtVersion = version
                if let w = self.waiting {
                    self.waiting = nil
                    self.ask(w.text, near: w.near, favourites: w.favourites)
                }
            }
        }
    }

    private func show(_ answer: MergedSearch.Answer, for text: String) {
        self.answer = answer
        answeredQuery = text
        onAnswer?()
    }

    /// Answers `text` off the main thread; only the newest query's answer is shown.
    private func ask(_ text: String, near: Coordinate, favourites: Set<Place.ID>) {
        generation &+= 1
        let asked = generation
        guard !text.isEmpty else { cancelOnline(); waiting = nil; return }
        guard let index else {
            // An older query's online answer would be dropped anyway.
            cancelOnline()
            // Coordinates need no index; text waits for it.
            if let location = LocationQuery.parse(text) {
                answered = asked
                show(.location(location), for: text)
            } else {
                waiting = (text, near, favourites)
            }
            return
        }
        let gazetteer = self.gazetteer, titles = categoryTitles, poster = self.poster
        queue.async {
            let answer = Self.answer(text, near: near, index: index, gazetteer: gazetteer, favourites: favourites, categoryTitles: titles)
            poster.post { [weak self] in
                guard let self, asked == self.generation else { return }
                self.answered = asked
                self.show(answer, for: text)
            }
        }
        askOnline(text, near: near, favourites: favourites, asked: asked, index: index)
    }

    /// The geocoder's answer merged with the offline one, shown as a second answer to the same query
    /// (`OnlineSearchPolicy`: after a pause in typing, three characters or more, never coordinates).
    private func askOnline(_ text: String, near: Coordinate, favourites: Set<Place.ID>, asked: UInt64, index: SearchIndex) {
        cancelOnline()
        guard let geocoder, OnlineSearchPolicy.asksOnline(text) else { return }
        let gazetteer = self.gazetteer, titles = categoryTitles, poster = self.poster
        let task = Task.detached {
            guard (try? await Task.sleep(for: OnlineSearchPolicy.quietTime)) != nil else { return }
            let outcome: Result<[GeocodeResult], any Error>
            do { outcome = .success(try await geocoder.search(text, near: near, limit: OnlineSearchPolicy.limit)) } catch { outcome = .failure(error) }
            guard !Task.isCancelled else { return }
            var answer: MergedSearch.Answer?
            if case .success(let results) = outcome {
                answer = Self.answer(text, near: near, index: index, gazetteer: gazetteer, online: results,
                                     favourites: favourites, categoryTitles: titles)
            }
            poster.post { [weak self] in
                guard let self else { return }
                if self.online?.asked == asked { self.online = nil }
                guard asked == self.generation else { return }
                let noteChanged = self.onlineStatus.record(outcome)
                if let answer { self.show(answer, for: text) } else if noteChanged { self.onAnswer?() }
            }
        }
        online = (task, asked)
    }

    /// Cancels the online request in flight, if any (a cancelled request posts nothing).
    private func cancelOnline() {
        online?.task.cancel()
        online = nil
    }
}

extension MapStore {
    /// Creates the search state (`search`) over the places, the world gazetteer and an online geocoder (nil: none).
    public func startSearch(gazetteer: Gazetteer?, geocoder: (any Geocoder)?) {
        search = PlaceSearch(store: self, gazetteer: gazetteer, geocoder: geocoder)
        search?.placesChanged()
    }
}
