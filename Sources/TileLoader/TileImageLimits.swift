import Foundation
import Graphics

/// The caps every tile body is decoded under, wherever it comes from (network, disk cache, `file://`).
struct TileImageLimits: Sendable {
    let maxPixels: Int   // width × height
    let maxSide: Int     // pixels, either side

    /// Sniffs, checks size and completeness, then decodes with the sniffed format's loader only.
    func decode(_ body: Data) throws(ImageError) -> Surface {
        try ImageDecoder.decode(body, maxPixels: maxPixels, maxSide: maxSide)
    }
}

extension TileStoreConfiguration {
    var imageLimits: TileImageLimits { TileImageLimits(maxPixels: maxDecodedPixels, maxSide: maxDecodedSide) }
}
