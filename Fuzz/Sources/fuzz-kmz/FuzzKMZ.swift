import MapCore
import MapData

/// Features and problems are collected and dropped.
private struct DiscardingSink: FeatureSink {
    mutating func add(_ feature: SourceFeature) { _ = feature.properties.count }
    mutating func skip(_ problem: LoadProblem) { _ = problem.description }
}

/// Any bytes as a KMZ (zip) file: features, problems or a PlaceFileError, never a crash or a fetch.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var sink = DiscardingSink()
    do { try KMZReader.read(Array(UnsafeBufferPointer(start: data, count: size)), source: "fuzz.kmz", into: &sink) } catch {
        _ = error.description
    }
    return 0
}
