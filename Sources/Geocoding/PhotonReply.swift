import Foundation
import MapCore
import MapData

/// Photon's GeoJSON answer (`/api` and `/reverse`): a FeatureCollection of points whose properties carry `name`,
/// `street`, `housenumber`, `postcode`, `city`, `state`, `country`, `osm_value`.
public enum PhotonReply {
    /// The places of `body`, at most `limit`; features without a usable point or name are skipped.
    public static func parse(_ body: Data, limit: Int = 50) throws(GeocodeReplyError) -> [GeocodeResult] {
        let root: JSONValue
        do { root = try JSONParser.parse(body) } catch { throw GeocodeReplyError("\(error)") }
        guard let object = root.objectValue else { throw GeocodeReplyError("expected a FeatureCollection, found \(root.kindName)") }
        guard let features = object["features"]?.arrayValue else { throw GeocodeReplyError("no \"features\" array") }
        var results: [GeocodeResult] = []
        for feature in features where results.count < limit {
            if let result = place(feature) { results.append(result) }
        }
        return results
    }

    private static func place(_ feature: JSONValue) -> GeocodeResult? {
        guard let object = feature.objectValue, let properties = object["properties"]?.objectValue,
              let point = object["geometry"]?.objectValue?["coordinates"]?.arrayValue, point.count >= 2,
              let lon = point[0].numberValue, let lat = point[1].numberValue,
              let coordinate = try? Coordinate(latitude: lat, longitude: lon) else { return nil }
        func text(_ key: String) -> String? { ReplyText.clean(properties[key]?.stringValue) }
        let street = [text("street"), text("housenumber")].compactMap { $0 }.joined(separator: " ")
        guard let name = text("name") ?? ReplyText.clean(street) else { return nil }
        let town = [text("postcode"), text("city")].compactMap { $0 }.joined(separator: " ")
        let parts = [text("name") == nil ? nil : ReplyText.clean(street), ReplyText.clean(town), text("state"), text("country")]
        return GeocodeResult(name: name, detail: ReplyText.join(parts, without: name), coordinate: coordinate,
                             kind: text("osm_value") ?? "", source: .photon)
    }
}
