import Foundation
import MapCore
import MapData

/// Any bytes as a places file: a LoadedPlaces or a GeoJSONLoadError, never a crash.
private let loader = GeoJSONLoader(categories: [
    PlaceCategory(id: "cafe", title: "Café", iconName: "cafe", color: RGBColor(red: 0.5, green: 0.3, blue: 0.1)),
])

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    if let loaded = try? loader.load(data: bytes, source: "fuzz.geojson") {
        // The report is what --check-data prints; build its text too.
        _ = loaded.report.text(problemLimit: nil)
    }
    return 0
}
