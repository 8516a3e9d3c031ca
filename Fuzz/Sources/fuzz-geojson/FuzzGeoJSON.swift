import Foundation
import MapCore
import MapData

/// Any bytes as a places file: through GeoJSONLoader (the OGC API pages) and through PlaceFileLoader as
/// `--data` reads it (GeoJSONFeatureReader and FeatureAssembler); a result or a typed error, never a crash.
private let categories = [
    PlaceCategory(id: "cafe", title: "Café", iconName: "cafe", color: RGBColor(red: 0.5, green: 0.3, blue: 0.1)),
]
private let loader = GeoJSONLoader(categories: categories)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    if let loaded = try? loader.load(data: bytes, source: "fuzz.geojson") {
        // The report is what --check-data prints; build its text too.
        _ = loaded.report.text(problemLimit: nil)
    }
    let one = try? PlaceFileLoader.load(bytes: [UInt8](bytes), name: "fuzz.geojson", catalog: categories)
    if let one { _ = one.report.text(problemLimit: nil) }
    // Read in two parts on two threads (the boundary anywhere), the same bytes must give the same places and problems.
    if (try? PlaceFileFormat.sniff([UInt8](bytes), name: "fuzz.geojson")) == .geojson {
        var first = FeatureAssembler(catalog: categories)
        let two: LoadedPlaces? = (try? GeoJSONSplitReader.read([UInt8](bytes), source: "fuzz.geojson", into: &first, minBytes: 0,
                                                              firstShare: Double(size % 11) / 10)) != nil
            ? first.result(source: "fuzz.geojson") : nil
        precondition((one == nil) == (two == nil), "the split read failed where one reader did not, or the other way")
        if let one, let two {
            precondition(one.places == two.places && one.shapes == two.shapes, "the split read gave other places")
            precondition(one.report.problems == two.report.problems, "the split read gave other problems")
            precondition(one.categories == two.categories, "the split read gave other categories")
        }
    }
    return 0
}
