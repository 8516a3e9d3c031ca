import Foundation
import Geocoding

/// Any bytes as a geocoder's reply: read as Photon GeoJSON, a Nominatim search and a Nominatim reverse; each
/// refuses with a GeocodeReplyError or answers places with coordinates in range and bounded names, never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = Data(bytes: data, count: size)
    var results = (try? PhotonReply.parse(body, limit: 10)) ?? []
    results += (try? NominatimReply.parseSearch(body, limit: 10)) ?? []
    if let one = try? NominatimReply.parseReverse(body) { results.append(one) }
    for result in results {
        if !(-90...90).contains(result.coordinate.latitude) || !(-180...180).contains(result.coordinate.longitude) {
            fatalError("coordinate out of range")
        }
        if result.name.isEmpty || result.name.count > 200 { fatalError("name empty or longer than the cap") }
        if result.name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) { fatalError("control character kept") }
    }
    if results.count > 21 { fatalError("more than the limit") }
    return 0
}
