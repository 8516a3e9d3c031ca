import MapCore
import MapData

/// Any bytes as a KML file: places, problems or a PlaceFileError, never a crash or a fetch. Read in two parts on two
/// threads too (`KMLSplitReader`, the boundary at a share taken from the input's size): when the split holds, the
/// same bytes must give the same places, shapes, problems and categories as one reader.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var assembler = FeatureAssembler(catalog: [])
    let one: LoadedPlaces?
    do {
        try KMLReader.read(bytes, source: "fuzz.kml", into: &assembler)
        one = assembler.result(source: "fuzz.kml")
        _ = one?.report.text(problemLimit: nil)
    } catch {
        _ = error.description
        one = nil
    }
    var first = FeatureAssembler(catalog: [])
    let share = Double(size % 11) / 10
    guard (try? KMLSplitReader.read(bytes, source: "fuzz.kml", into: &first, minBytes: 0, firstShare: share)) == true else { return 0 }
    let two = first.result(source: "fuzz.kml")
    guard let one else { preconditionFailure("the split read held where one reader failed") }
    precondition(one.places == two.places && one.shapes == two.shapes, "the split read gave other places")
    precondition(one.report.problems == two.report.problems, "the split read gave other problems")
    precondition(one.categories == two.categories && one.report.featureCount == two.report.featureCount,
                 "the split read gave other categories")
    return 0
}
