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
    if let loaded = try? PlaceFileLoader.load(bytes: [UInt8](bytes), name: "fuzz.geojson", catalog: categories) {
        _ = loaded.report.text(problemLimit: nil)
    }
    return 0
}
