@testable import AppCore
import MapCore
import Testing

/// `HeldPlaces` (places kept in immutable parts, so a page costs the main thread O(page)) against the dictionary
/// the loader used before it: random answers added and random boxes released must hold the same places, each once,
/// with the same box counts and per-category counts.
@Suite struct HeldPlacesTests {
    /// The old structure, obviously right: every place by id with how many boxes gave it; counts recounted.
    struct Model {
        var held: [Place.ID: (place: Place, boxes: Int)] = [:]

        mutating func add(_ places: [Place]) {
            for place in places {
                if held[place.id] != nil { held[place.id]?.boxes += 1 } else { held[place.id] = (place, 1) }
            }
        }

        mutating func release(_ ids: [Place.ID]) {
            for id in ids {
                guard let entry = held[id] else { continue }
                if entry.boxes <= 1 { held[id] = nil } else { held[id]?.boxes -= 1 }
            }
        }

        var categoryCounts: [PlaceCategory.ID: Int] {
            held.values.reduce(into: [:]) { counts, entry in counts[entry.place.categoryID, default: 0] += 1 }
        }
    }

    /// A pool of 400 places in 5 categories; answers draw from it, so boxes overlap as neighbouring bands do.
    static let pool: [Place] = (0..<400).map { i in
        Place(id: "node/\(i)", categoryID: ["cafe", "bar", "pub", "museum", "hotel"][i % 5], title: "Place number \(i) of the pool",
              coordinate: Coordinate(clampingLatitude: Double(i % 20), wrappingLongitude: Double(i / 20)))
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func randomAnswersAndReleasesHoldWhatTheDictionaryHeld(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        var held = HeldPlaces(), model = Model()
        // The ids each held box was given, as the loader keeps them for the box's release.
        var boxes: [[Place.ID]] = []
        for step in 0..<300 {
            if boxes.isEmpty || Int.random(in: 0..<5, using: &generator) < 3 {
                // An answer: a run of the pool (a box), sometimes with a place twice (a feature on a box edge).
                let start = Int.random(in: 0..<Self.pool.count, using: &generator)
                var page = Array(Self.pool[start..<min(Self.pool.count, start + Int.random(in: 0...60, using: &generator))])
                if let twice = page.randomElement(using: &generator), Bool.random(using: &generator) { page.append(twice) }
                let ids = held.add(page)
                #expect(ids == page.map(\.id), "the box keeps its answer's ids in order")
                model.add(page)
                boxes.append(ids)
            } else {
                // A box dropped, as eviction drops the farthest.
                model.release(boxes[0])
                held.release(boxes.removeFirst())
            }
            try Self.expectSame(held, model, step: step)
        }
        // Every box released: nothing is left.
        for ids in boxes { held.release(ids); model.release(ids) }
        try Self.expectSame(held, model, step: -1)
        #expect(held.count == 0 && held.parts.isEmpty && held.categoryCounts.isEmpty)
    }

    @Test func aPlaceGivenByTwoBoxesStaysUntilBothAreReleased() {
        var held = HeldPlaces()
        let a = held.add(Array(Self.pool[0..<10])), b = held.add(Array(Self.pool[5..<15]))
        #expect(held.count == 15 && held.parts.map(\.count) == [10, 5], "the second box's new places form their own part")
        held.release(a)
        #expect(Set(held.places.map(\.id)) == Set(Self.pool[5..<15].map(\.id)), "the places box b gave stay")
        #expect(held.parts.map(\.count) == [5, 5], "the first part keeps the places box b still gives")
        held.release(b)
        #expect(held.count == 0 && held.parts.isEmpty)
    }

    static func expectSame(_ held: HeldPlaces, _ model: Model, step: Int) throws {
        let places = held.places
        #expect(places.count == held.count, "step \(step): each place once")
        #expect(held.parts.reduce(0) { $0 + $1.count } == held.count, "step \(step): each place in one part")
        let byID = Dictionary(places.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byID.count == places.count, "step \(step): no id twice")
        #expect(byID == model.held.mapValues(\.place), "step \(step): the same places")
        #expect(held.categoryCounts == model.categoryCounts, "step \(step): the same counts per category")
        for (id, entry) in model.held { #expect(held.boxCount(id) == entry.boxes, "step \(step): \(id)'s boxes") }
    }
}
