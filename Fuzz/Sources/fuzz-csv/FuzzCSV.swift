import MapCore
import MapData

/// Any bytes as a CSV places file: a LoadedPlaces or a PlaceFileError, never a crash; the sniffer too.
private let catalog = [
    PlaceCategory(id: "cafe", title: "Café", iconName: "cafe", color: RGBColor(red: 0.5, green: 0.3, blue: 0.1)),
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let options = PlaceFileOptions(categoryField: size % 2 == 0 ? nil : "type")
    var assembler = FeatureAssembler(catalog: catalog, options: options)
    let one: LoadedPlaces?
    if (try? CSVReader.read(bytes, source: "fuzz.csv", into: &assembler)) != nil {
        one = assembler.result(source: "fuzz.csv")
        // The report is what --check-data prints; build its text too.
        _ = one?.report.text(problemLimit: nil)
    } else {
        one = nil
    }
    // Read in two parts on two threads (every third input with a middle part taken from the first), the same bytes
    // must give the same places and problems.
    var first = FeatureAssembler(catalog: catalog, options: options)
    let two: LoadedPlaces? = (try? CSVSplitReader.read(bytes, source: "fuzz.csv", into: &first, minBytes: 0,
                                                       forcingMiddle: size % 3 == 0)) != nil
        ? first.result(source: "fuzz.csv") : nil
    precondition((one == nil) == (two == nil), "the split read failed where one reader did not, or the other way")
    if let one, let two {
        precondition(one.places == two.places && one.shapes == two.shapes, "the split read gave other places")
        precondition(one.report.problems == two.report.problems && one.report.notes == two.report.notes,
                     "the split read gave other problems or notes")
        precondition(one.categories == two.categories, "the split read gave other categories")
    }
    _ = try? PlaceFileFormat.sniff(bytes, name: "fuzz.csv")
    return 0
}
