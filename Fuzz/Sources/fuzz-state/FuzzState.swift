import Foundation
@testable import AppCore

/// Any bytes as state.json: settings or a SettingsError, never a crash. `decode` is internal, hence
/// @testable (the debug build that tools/fuzz.sh makes enables testability).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = try? SettingsFile.decode(Data(bytes: data, count: size), path: "state.json")
    return 0
}
