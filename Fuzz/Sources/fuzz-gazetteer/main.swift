import Gazetteer
import MapCore

/// Any bytes as a gazetteer file: opened (refused with a GazetteerError or accepted) and searched, never a crash;
/// every hit must be a place of the file with a coordinate in range.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let gazetteer = Gazetteer(bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    guard (try? gazetteer.load()) != nil else { return 0 }
    let near = Coordinate(clampingLatitude: 60.17, wrappingLongitude: 24.94)
    for query in ["t", "tampere", "tamprere", "Paris, Texas", "東京"] {
        for hit in gazetteer.search(query, near: near, limit: 5) {
            if hit.place.id < 0 || hit.place.id >= gazetteer.placeCount { fatalError("hit outside the file's places") }
            if !(-90...90).contains(hit.place.coordinate.latitude) { fatalError("latitude out of range") }
        }
    }
    _ = gazetteer.nearest(to: near)
    return 0
}
