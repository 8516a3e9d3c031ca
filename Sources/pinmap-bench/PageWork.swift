/// The main thread's CPU for the items a page from the server causes, once the loader holds nearly its cap:
/// the page taken in (boxes or places held changed), the places published to the store, the new index shown
/// (its frame not counted). What issue 17 asks to keep small: every page costs this much of a frame's time.
@MainActor
struct PageWork {
    /// Places held from which a page counts as "at the cap" (90 % of it).
    let threshold: Int
    private var arrivals: [Double] = [], publishes: [Double] = [], shows: [Double] = [], all: [Double] = [], every: [Double] = []

    init(cap: Int) { threshold = cap * 9 / 10 }

    /// One view's items: their CPU milliseconds and the probe's readings around each
    /// ([held boxes, held places, places published, shown at publish]).
    mutating func add(cpu: [Double], probes: [(before: [Int], after: [Int])]) {
        for (ms, p) in zip(cpu, probes) where p.before.count == 4 && p.after.count == 4 && p.before[1] >= threshold {
            // Also items that change none of these (a stale index dropped, a join handed over): all are the pages' work.
            every.append(ms)
            let arrived = p.before[0] != p.after[0] || p.before[1] != p.after[1]
            let published = p.before[2] != p.after[2], shown = p.before[3] != p.after[3]
            guard arrived || published || shown else { continue }
            all.append(ms)
            if arrived { arrivals.append(ms) }
            if published { publishes.append(ms) }
            if shown { shows.append(ms) }
        }
    }

    var figures: [String: Any] {
        func summary(_ xs: [Double]) -> [String: Any] {
            ["items": xs.count, "cpu_ms_p50": BenchClock.median(xs), "cpu_ms_p99": RemoteStoreRun.percentile(xs, 0.99),
             "cpu_ms_max": xs.max() ?? 0]
        }
        return ["held_from": threshold, "page_arrived": summary(arrivals), "places_published": summary(publishes),
                "index_shown": summary(shows), "any": summary(all), "every_item": summary(every),
                "cpu_ms_per_page": arrivals.isEmpty ? 0 : all.reduce(0, +) / Double(arrivals.count)]
    }
}
