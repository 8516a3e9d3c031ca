import Foundation
import MapCore
import MapData

/// `pinmap --export OUT.{geojson,kml,gpx,csv} [--data FILE…] [--category ID…]`: writes the places (of the given
/// files merged, else the bundled ones) in the format of OUT's extension, atomically, and says what it wrote.
enum ExportRunner {
    static func run(output: String, options: PinmapOptions) throws(CLIError) {
        guard let format = ExportFormat(fileName: output) else {
            throw .badArgument("pinmap: --export \(output): the extension picks the format: .geojson, .kml, .gpx or .csv")
        }
        let destination = try ExportDestination(path: output)
        var export = try load(options.dataFiles, options: options.placeFileOptions)
        if !options.categories.isEmpty {
            let present = Set(export.usedCategoryIDs)
            let missing = options.categories.filter { !present.contains($0) }
            guard missing.isEmpty else {
                throw .badArgument("pinmap: --export: no places of category \(missing.map { "\"\($0)\"" }.joined(separator: ", ")); "
                                   + "the data has: \(export.usedCategoryIDs.joined(separator: ", "))")
            }
            export = export.filtered(toCategories: Set(options.categories))
        }
        guard !export.places.isEmpty || !export.shapes.isEmpty else { throw .data("pinmap: --export: nothing to write: no places") }
        let summary = try destination.write { handle in try format.write(export, to: ExportStream(handle: handle)) }
        Console.output("\(summary) to \(output)")
    }

    /// The places of every file (ids made unique across files), or the bundled places when none is given.
    private static func load(_ files: [String], options: PlaceFileOptions) throws(CLIError) -> PlaceExport {
        let locator: DataLocator
        do { locator = try DataLocator.locate() } catch { throw .data("pinmap: \(error)") }
        let catalog: Catalog
        do { catalog = try Catalog.load(contentsOf: locator.catalogURL) } catch { throw .data("pinmap: \(error)") }
        let urls = files.isEmpty ? catalog.placesFile.map { [locator.url(forDataFile: $0)] } ?? [] : files.map { URL(fileURLWithPath: $0) }
        var export = PlaceExport(places: [], categories: catalog.categories)
        var ids = Set<String>()
        for url in urls {
            let loaded: LoadedPlaces
            do { loaded = try PlaceFileLoader.load(contentsOf: url, catalog: catalog.categories, options: options) } catch {
                throw .data("pinmap: --export: \(error)")
            }
            if !loaded.report.problems.isEmpty {
                Console.error("pinmap: warning: \(loaded.report.source): \(loaded.report.problems.count) problem(s); run pinmap --check-data for details")
            }
            // A second file's "feature/0" is another place: it gets its file's name in front.
            func unique(_ id: String) -> String {
                var candidate = id, n = 1
                while !ids.insert(candidate).inserted { n += 1; candidate = "\(url.lastPathComponent)#\(n)/\(id)" }
                return candidate
            }
            export.places += loaded.places.map { var p = $0; p.id = unique(p.id); return p }
            export.shapes += loaded.shapes.map { var s = $0; s.id = unique(s.id); return s }
            export.categories += loaded.categories.filter { c in !export.categories.contains { $0.id == c.id } }
        }
        return export
    }
}
