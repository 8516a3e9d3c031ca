import MapCore
import Testing
@testable import MapData

@Suite("ArrayMove and HugePageArray: arrays joined without copies, tables zeroed")
struct ArrayMoveTests {
    @Test func elementsMoveInOrderAndTheSourceEmpties() {
        var target = ["a", "b"].map { String(repeating: $0, count: 40) }
        var source = ["c", "d", "e"].map { String(repeating: $0, count: 40) }
        ArrayMove.append(&source, to: &target, filler: "")
        #expect(target == ["a", "b", "c", "d", "e"].map { String(repeating: $0, count: 40) })
        #expect(source.isEmpty)
        var empty: [String] = []
        ArrayMove.append(&empty, to: &target, filler: "")
        #expect(target.count == 5)
    }

    @Test func movedPlacesAreTheSamePlacesAndStayUnshared() {
        let places = (0..<1000).map { k in
            Place(id: "id/\(k)", categoryID: "cafe", title: "A long enough title \(k)",
                  coordinate: Coordinate(clampingLatitude: 60, wrappingLongitude: Double(k) / 100),
                  details: PlaceDetails(address: "Street \(k) with a long name"))
        }
        var target = Array(places[..<400])
        var source = Array(places[400...])
        ArrayMove.append(&source, to: &target, filler: places[0])
        #expect(target == places)
        // Changing the joined array leaves the originals as they were (the elements were moved, not aliased).
        target[999].title = "changed"
        #expect(places[999].title == "A long enough title 999")
    }

    @Test func hugePageTablesAreZeroedAtEverySize() {
        for count in [0, 1, 16, HugePageArray.minBytes / 8 - 1, HugePageArray.minBytes / 8, (3 << 20) + 5] {
            let table = HugePageArray.zeroed(count: count)
            #expect(table.count == count)
            #expect(table.allSatisfy { $0 == 0 })
        }
    }
}

@Suite("ArrayPages: an array's room made ahead")
struct ArrayPagesTests {
    @Test func populatingRoomChangesNothingInTheArray() {
        var array = [UInt64](repeating: 7, count: 10)
        array.reserveCapacity(1 << 20)
        ArrayPages.populate(roomOf: &array, upTo: 1 << 20)
        ArrayPages.populate(roomOf: &array, upTo: 5)
        #expect(array == [UInt64](repeating: 7, count: 10))
        array.append(contentsOf: 0..<1000)
        #expect(array.count == 1010 && array.last == 999)
        var empty: [Int] = []
        ArrayPages.populate(roomOf: &empty, upTo: 100)
        #expect(empty.isEmpty)
    }
}
