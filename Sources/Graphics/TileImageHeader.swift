/// What a tile body declares before any decoding: its format, its size, and whether its format's end is present.
/// Foundation-free, so the sniffer can be built alone (e.g. into a fuzzer).
public struct TileImageHeader: Equatable, Sendable {
    /// The formats a map tile may come in; every other format is refused.
    public enum Format: String, Sendable, CaseIterable {
        case png, jpeg, webp

        /// The gdk-pixbuf loader that must decode it (no other loader may be picked).
        public var loaderName: String { rawValue }
        public var name: String {
            switch self {
            case .png: return "PNG"
            case .jpeg: return "JPEG"
            case .webp: return "WebP"
            }
        }
    }

    public let format: Format
    /// Pixels across and down, as the header declares them (0 …2^32 − 1).
    public let width: Int
    public let height: Int
    /// Why the body stops short of its format's end (PNG IEND, JPEG EOI, WebP RIFF length); nil when complete.
    public let truncation: String?

    public init(format: Format, width: Int, height: Int, truncation: String?) {
        self.format = format; self.width = width; self.height = height; self.truncation = truncation
    }

    public var isComplete: Bool { truncation == nil }

    /// `width × height`, or `Int.max` if that overflows.
    public var pixelCount: Int {
        let (product, overflow) = width.multipliedReportingOverflow(by: height)
        return overflow ? Int.max : product
    }

    /// Throws unless the declared size is positive and within both caps (pixels, then sides), and the body is complete.
    /// Size comes first, so a cut-off bomb is reported as a bomb.
    public func requireDecodable(maxPixels: Int, maxSide: Int) throws(ImageError) {
        guard width > 0, height > 0 else { throw .invalidSize(width: width, height: height) }
        guard pixelCount <= maxPixels else { throw .tooLarge(width: width, height: height, maxPixels: maxPixels) }
        guard width <= maxSide, height <= maxSide else { throw .sideTooLarge(width: width, height: height, maxSide: maxSide) }
        if let truncation { throw .truncated("\(format.name): \(truncation)") }
    }
}
