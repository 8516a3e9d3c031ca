import Foundation
import MapCore

extension Catalog {
    /// A catalogue is a few kilobytes of styles and categories.
    static let maxFileBytes = 4 << 20

    /// Reads and validates a catalog file.
    public static func load(contentsOf url: URL) throws(CatalogError) -> Catalog {
        let path = url.path
        let data: Data
        do { data = try RegularFile.read(atPath: path, limit: maxFileBytes) } catch {
            if error == .notFound { throw .fileNotFound(path: path) }
            throw .unreadable(path: path, reason: error.description)
        }
        return try decode(data, source: path)
    }

    /// Decodes catalog JSON; `source` names it in errors.
    public static func decode(_ data: Data, source: String) throws(CatalogError) -> Catalog {
        let file: CatalogFile
        do {
            file = try JSONDecoder().decode(CatalogFile.self, from: data)
        } catch let error as DecodingError {
            throw .malformed(path: source, reason: describe(error))
        } catch {
            throw .malformed(path: source, reason: String(describing: error))
        }
        var view: InitialView?
        if let v = file.initialView {
            do {
                view = InitialView(center: try Coordinate(latitude: v.latitude, longitude: v.longitude), zoom: v.zoom)
            } catch {
                throw .invalidInitialView(path: source, reason: error.description)
            }
            guard v.zoom.isFinite, v.zoom >= 0, v.zoom <= 24 else {
                throw .invalidInitialView(path: source, reason: "zoom \(v.zoom) is not within 0…24")
            }
        }
        return try Catalog(styles: file.styles, categories: file.categories, defaultStyleID: file.defaultStyle,
                           placesFile: file.places, basemapFile: file.basemap,
                           detailBasemapFile: file.detailBasemap, initialView: view, source: source)
    }

    /// The file's shape; MapStyle and PlaceCategory decode themselves.
    private struct CatalogFile: Decodable {
        struct View: Decodable { let latitude: Double, longitude: Double, zoom: Double }
        let defaultStyle: String?
        let places: String?
        let basemap: String?
        let detailBasemap: String?
        let initialView: View?
        let styles: [MapStyle]
        let categories: [PlaceCategory]
    }

    /// "styles[2].attribution: key is missing" rather than Foundation's debug dump.
    private static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            var s = ""
            for k in keys {
                if let i = k.intValue { s += "[\(i)]" } else { s += (s.isEmpty ? "" : ".") + k.stringValue }
            }
            return s.isEmpty ? "top level" : s
        }
        switch error {
        case .keyNotFound(let key, let ctx):
            return "\(path(ctx.codingPath + [key])): key is missing"
        case .typeMismatch(let type, let ctx):
            return "\(path(ctx.codingPath)): expected \(type)"
        case .valueNotFound(let type, let ctx):
            return "\(path(ctx.codingPath)): expected \(type), found null"
        case .dataCorrupted(let ctx):
            let underlying = (ctx.underlyingError as NSError?)?.localizedDescription
            return ctx.codingPath.isEmpty ? "not valid JSON" + (underlying.map { " (\($0))" } ?? "")
                                          : "\(path(ctx.codingPath)): \(ctx.debugDescription)"
        @unknown default:
            return String(describing: error)
        }
    }
}
