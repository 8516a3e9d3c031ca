import Foundation
import Graphics

/// Any bytes as a tile body: sniffed by magic bytes and sized from the header (TileImageSniffer), then, when
/// small enough and complete, decoded by that format's gdk-pixbuf loader; a Surface or an ImageError, never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let header = try? TileImageSniffer.sniff(bytes) else { return 0 }
    if header.pixelCount < 0 || header.width < 0 || header.height < 0 { fatalError("negative size from the sniffer") }
    // Keep decodes small so the fuzzer spends its time on the parsers, not on pixels.
    _ = try? ImageDecoder.decode(Data(bytes), maxPixels: 512 * 512, maxSide: 1024)
    return 0
}
