import Foundation
import MapCore
import TileLoader

/// Any bytes as the user's styles.json: merged styles plus warnings, never a crash.
private let builtIn = [
    MapStyle(id: "streets", name: "Streets", kind: .raster, urlTemplate: "https://tile.example/{z}/{x}/{y}.png",
             attribution: "© Example"),
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let result = TileSourceCatalog.merge(builtIn: builtIn, userData: Data(bytes: data, count: size), sourceName: "styles.json")
    if result.styles.isEmpty { fatalError("the built-in styles were lost") }
    return 0
}
