import Foundation
import Location

/// Any bytes as a GPX track for --simulate-location: points or a GPXError, never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let track = try? GPXTrack.parse(Data(bytes: data, count: size), path: "fuzz.gpx") else { return 0 }
    if track.points.count < 2 { fatalError("a track of fewer than 2 points was accepted") }
    return 0
}
