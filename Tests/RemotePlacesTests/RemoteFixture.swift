import Foundation
import MapCore
import MapData
import RemotePlaces

/// Shared pieces for RemotePlaces tests: the bundled catalog and OGC-shaped JSON.
enum RemoteFixture {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func catalog() throws -> Catalog {
        try Catalog.load(contentsOf: packageRoot.appendingPathComponent("data/catalog.json"))
    }

    static let collectionJSON = #"{"id":"stub","title":"Stub places","extent":{"spatial":{"bbox":[[-10,-20,30,40]]}}}"#

    /// A point feature; `extra` is spliced into its properties.
    static func feature(_ id: String, lon: Double, lat: Double, name: String? = "Place", category: String = "cafe",
                        extra: String = "") -> String {
        let nameMember = name.map { #""name":"\#($0)","# } ?? ""
        return #"{"type":"Feature","id":"\#(id)","geometry":{"type":"Point","coordinates":[\#(lon),\#(lat)]},"properties":{\#(nameMember)"category":"\#(category)"\#(extra)}}"#
    }

    /// A FeatureCollection page with an optional `next` link and `numberMatched`.
    static func page(_ features: [String], next: String? = nil, matched: Int? = nil) -> String {
        let links = next.map { #","links":[{"rel":"next","type":"application/geo+json","href":"\#($0)"}]"# } ?? ""
        let count = matched.map { #","numberMatched":\#($0)"# } ?? ""
        return #"{"type":"FeatureCollection","features":[\#(features.joined(separator: ","))]\#(links)\#(count)}"#
    }

    static func json(_ body: String, status: Int = 200) -> StubServer.Reply {
        .answer(status: status, contentType: "application/geo+json", body: body)
    }

    /// A stub that serves the collection document and hands item requests to `items`.
    static func server(items: @escaping @Sendable (String) -> StubServer.Reply) throws -> StubServer {
        try StubServer { target in
            if target.hasPrefix("/collections/stub?") || target == "/collections/stub" { return json(collectionJSON) }
            if target.hasPrefix("/collections/stub/items") { return items(target) }
            return json(#"{"code":"NotFound"}"#, status: 404)
        }
    }

    static func connect(_ server: StubServer, options: OGCFeaturesOptions = OGCFeaturesOptions(),
                        patience: Double? = nil) async throws -> OGCFeaturesMapService {
        try await OGCFeaturesMapService.connect(to: URL(string: "\(server.base)/collections/stub")!, catalog: catalog(), options: options,
                                                patience: patience)
    }
}
