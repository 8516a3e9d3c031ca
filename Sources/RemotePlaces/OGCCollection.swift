import Foundation
import MapCore
import MapData

/// What `{base}/collections/{id}` says about a collection: its title and spatial extent.
public struct OGCCollection: Sendable, Equatable {
    public let id: String
    public let title: String
    /// The first spatial extent box; nil when the server gives none.
    public let extent: GeoBounds?

    /// Reads a collection document; throws a reason when it is not one.
    static func decode(_ body: Data, url: String) throws(RemotePlacesError) -> OGCCollection {
        let root: JSONValue
        do { root = try JSONParser.parse(body) } catch {
            throw .badResponse(url: url, reason: "not JSON (\(error.description))")
        }
        guard let object = root.objectValue else { throw .badResponse(url: url, reason: "a collection must be an object, found \(root.kindName)") }
        guard let id = object["id"]?.stringValue, !id.isEmpty else {
            throw .badResponse(url: url, reason: "not an OGC API collection: no \"id\"")
        }
        let title = object["title"]?.stringValue ?? id
        var extent: GeoBounds?
        if let box = object["extent"]?.objectValue?["spatial"]?.objectValue?["bbox"]?.arrayValue?.first?.arrayValue,
           box.count >= 4, let w = box[0].numberValue, let s = box[1].numberValue,
           let e = box[box.count / 2].numberValue, let n = box[box.count / 2 + 1].numberValue {
            extent = GeoBounds(west: w, south: s, east: e, north: n)
        }
        return OGCCollection(id: id, title: title, extent: extent)
    }
}

extension OGCCollection {
    /// What the URL alone says (`…/collections/ID`), for a server that has not answered yet.
    init(unreadFrom collectionURL: URL) {
        self.init(id: collectionURL.lastPathComponent, title: collectionURL.lastPathComponent, extent: nil)
    }
}
