import AppCore
import Foundation
import MapCore
import Search

/// Builds the search index and answers queries on one background queue, so a keystroke never waits for
/// either; answers come back on the main loop, and one older than the newest query is dropped.
@MainActor
final class SearchWorker {
    private let queue = DispatchQueue(label: "pinmap.search", qos: .userInitiated)
    private var index: SearchIndex?
    private var indexedVersion = -1
    /// Increases with every query; an answer carrying an older number is stale.
    private var generation: UInt64 = 0
    /// Who hears the newest query's answer.
    private var reply: (@MainActor (SearchAnswer) -> Void)?
    /// A query asked before the index was ready, run when it arrives.
    private var waiting: (text: String, near: Coordinate)?

    /// Indexes `places` once per `version` (every place, ticked category or not).
    func index(places: [Place], categories: [PlaceCategory], version: Int) {
        guard version != indexedVersion else { return }
        indexedVersion = version
        queue.async {
            let built = SearchIndex(places: places, categories: categories)
            MainLoop.post { [weak self] in
                // An index over 150,000 places takes milliseconds to free: never let its last release fall on main.
                guard let self, version == self.indexedVersion else { OffMainRelease.drop(built); return }
                if let old = self.index.take() { OffMainRelease.drop(old) }
                self.index = built
                if let w = self.waiting {
                    self.waiting = nil
                    if let reply = self.reply { self.search(w.text, near: w.near, reply: reply) }
                }
            }
        }
    }

    /// Answers `text` off the main thread; `reply` runs only if no newer query was asked meanwhile.
    func search(_ text: String, near: Coordinate, reply: @escaping @MainActor (SearchAnswer) -> Void) {
        generation &+= 1
        self.reply = reply
        let asked = generation
        guard let index else {
            // Coordinates need no index; text waits for it.
            if let location = LocationQuery.parse(text) { reply(.location(location)) } else { waiting = (text, near) }
            return
        }
        queue.async {
            let answer = index.answer(text, near: near)
            MainLoop.post { [weak self] in
                guard let self, asked == self.generation else { return }
                self.reply?(answer)
            }
        }
    }
}
