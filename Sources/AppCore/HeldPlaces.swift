import MapCore

/// The places a `RemotePlaceLoader` holds, once per id however many boxes gave them, stored so that handing
/// them to another thread costs nothing per place.
///
/// - Places live in parts: the places new in one box's answer form one part, an immutable array that is never
///   copied again, only filtered when some of its places go. Each held place is in exactly one part.
/// - `parts` is therefore a few hundred array references even with 150,000 places held, and a thread can join
///   them into one array while the main thread goes on adding and dropping boxes (a dictionary of places, as
///   before, had to be copied whole on the main thread for every page: 57–70 ms at 150,000).
struct HeldPlaces {
    private struct Entry {
        /// How many held boxes gave this place.
        var boxes: Int
        /// The part the place is stored in.
        var part: Int
        /// What the place holds in memory (`bytes(of:)`).
        var bytes: Int
    }

    private var entries: [Place.ID: Entry] = [:]
    private var partsByKey: [Int: [Place]] = [:]
    private var nextPart = 0
    /// Held places per category, kept as boxes come and go (a recount of 150,000 places took 20 ms per change).
    private(set) var categoryCounts: [PlaceCategory.ID: Int] = [:]

    var count: Int { entries.count }
    /// The held places' bytes (`bytes(of:)` summed), bounded beside their count: 40 places of 1 MB a box grew without end.
    private(set) var bytes = 0

    /// A place's memory: its fixed size plus its strings' bytes. - Complexity: O(its properties).
    static func bytes(of place: Place) -> Int {
        let details = place.details
        var total = MemoryLayout<Place>.stride + place.id.utf8.count + place.title.utf8.count + place.categoryID.utf8.count
        for text in [details.address, details.openingHours, details.website, details.phone, details.cuisine] {
            total += text?.utf8.count ?? 0
        }
        for property in details.extra { total += property.key.utf8.count + property.value.utf8.count + 32 }
        return total
    }

    func contains(_ id: Place.ID) -> Bool { entries[id] != nil }

    /// How many held boxes gave the place `id` (0 when it is not held).
    func boxCount(_ id: Place.ID) -> Int { entries[id]?.boxes ?? 0 }

    /// Every held place, each once, as immutable parts in the order they arrived; joining them is the caller's work.
    /// - Complexity: O(parts), no place copied.
    var parts: [[Place]] { partsByKey.keys.sorted().map { partsByKey[$0]! } }

    /// Every held place, each once. - Complexity: O(n); for tests and the debug dump, not for every page.
    var places: [Place] { parts.flatMap { $0 } }

    /// Takes one box's answer: places not held yet become a new part, the others gain a box.
    /// Returns the answer's ids, in order, for `release` when the box goes.
    /// - Complexity: O(places in the answer).
    mutating func add(_ places: [Place]) -> [Place.ID] {
        var ids: [Place.ID] = [], fresh: [Int] = []
        ids.reserveCapacity(places.count)
        let part = nextPart
        for (i, place) in places.enumerated() {
            ids.append(place.id)
            if let entry = entries.index(forKey: place.id) {
                entries.values[entry].boxes += 1
                continue
            }
            let size = Self.bytes(of: place)
            entries[place.id] = Entry(boxes: 1, part: part, bytes: size)
            bytes += size
            fresh.append(i)
            categoryCounts[place.categoryID, default: 0] += 1
        }
        if !fresh.isEmpty {
            // Mapped, not appended: a part is allocated at its size, as it is kept for as long as its places are.
            partsByKey[part] = fresh.map { places[$0] }
            nextPart += 1
        }
        return ids
    }

    /// One box goes: each of its places loses a box, and a place no box gives any more is dropped.
    /// - Complexity: O(ids) plus the size of each part that loses a place.
    mutating func release(_ ids: [Place.ID]) {
        var emptied: Set<Int> = []
        for id in ids {
            guard let i = entries.index(forKey: id) else { continue }
            guard entries.values[i].boxes <= 1 else { entries.values[i].boxes -= 1; continue }
            emptied.insert(entries.values[i].part)
            bytes -= entries.values[i].bytes
            entries.remove(at: i)
        }
        for key in emptied { dropUnheld(inPart: key) }
    }

    /// Rebuilds part `key` without the places no longer held, and uncounts their categories.
    private mutating func dropUnheld(inPart key: Int) {
        guard let part = partsByKey.removeValue(forKey: key) else { return }
        var kept: [Int] = []
        for (i, place) in part.enumerated() {
            if entries[place.id]?.part == key { kept.append(i); continue }
            let category = place.categoryID
            categoryCounts[category] = categoryCounts[category].flatMap { $0 > 1 ? $0 - 1 : nil }
        }
        // The survivors in an array of their own size (often a few of a 2,000-place part).
        if !kept.isEmpty { partsByKey[key] = kept.map { part[$0] } }
    }
}
