import MapCore
import MapData

/// Any bytes as a CSV places file: a LoadedPlaces or a PlaceFileError, never a crash; the sniffer too.
private let catalog = [
    PlaceCategory(id: "cafe", title: "Café", iconName: "cafe", color: RGBColor(red: 0.5, green: 0.3, blue: 0.1)),
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var assembler = FeatureAssembler(catalog: catalog, options: PlaceFileOptions(categoryField: size % 2 == 0 ? nil : "type"))
    if (try? CSVReader.read(bytes, source: "fuzz.csv", into: &assembler)) != nil {
        // The report is what --check-data prints; build its text too.
        _ = assembler.result(source: "fuzz.csv").report.text(problemLimit: nil)
    }
    _ = try? PlaceFileFormat.sniff(bytes, name: "fuzz.csv")
    return 0
}
