import Foundation
import MapCore
import MapData

/// Nominatim's `format=jsonv2` answers: `/search` an array of places, `/reverse` one place or `{"error": …}`.
/// Each has `lat` and `lon` as strings, `name`, `display_name` and `type`.
public enum NominatimReply {
    /// The places of a `/search` body, at most `limit`; entries without a usable point or name are skipped.
    public static func parseSearch(_ body: Data, limit: Int = 50) throws(GeocodeReplyError) -> [GeocodeResult] {
        let root = try json(body)
        guard let entries = root.arrayValue else { throw GeocodeReplyError("expected an array of places, found \(root.kindName)") }
        var results: [GeocodeResult] = []
        for entry in entries where results.count < limit {
            if let result = entry.objectValue.flatMap(place) { results.append(result) }
        }
        return results
    }

    /// The place of a `/reverse` body, nil when Nominatim says there is none (`{"error":"Unable to geocode"}`).
    public static func parseReverse(_ body: Data) throws(GeocodeReplyError) -> GeocodeResult? {
        let root = try json(body)
        guard let object = root.objectValue else { throw GeocodeReplyError("expected a place object, found \(root.kindName)") }
        if object["error"] != nil { return nil }
        guard let result = place(object) else { throw GeocodeReplyError("the place has no usable lat, lon and name") }
        return result
    }

    private static func json(_ body: Data) throws(GeocodeReplyError) -> JSONValue {
        do { return try JSONParser.parse(body) } catch { throw GeocodeReplyError("\(error)") }
    }

    private static func place(_ object: JSONObject) -> GeocodeResult? {
        // jsonv2 writes coordinates as strings; a number is taken too.
        func number(_ key: String) -> Double? { object[key]?.numberValue ?? object[key]?.stringValue.flatMap(Double.init) }
        guard let lat = number("lat"), let lon = number("lon"),
              let coordinate = try? Coordinate(latitude: lat, longitude: lon) else { return nil }
        let display = (object["display_name"]?.stringValue ?? "").split(separator: ",").map { ReplyText.clean(String($0)) }
        guard let name = ReplyText.clean(object["name"]?.stringValue) ?? display.first ?? nil else { return nil }
        return GeocodeResult(name: name, detail: ReplyText.join(display, without: name), coordinate: coordinate,
                             kind: ReplyText.clean(object["type"]?.stringValue) ?? "", source: .nominatim)
    }
}
