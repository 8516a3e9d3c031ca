import Foundation
import Graphics
@testable import TileLoader

/// Any bytes as a tile body: the header check (declared size against the pixel limit), then gdk-pixbuf;
/// a Surface or an ImageError, never a crash. `ImageHeader` is internal, hence @testable.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = try? ImageHeader.decode(Data(bytes: data, count: size), maxPixels: 512 * 512)
    return 0
}
