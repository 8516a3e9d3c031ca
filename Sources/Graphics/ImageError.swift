/// Why an image could not be made, read or written.
public enum ImageError: Error, Equatable, Sendable, CustomStringConvertible {
    case invalidSize(width: Int, height: Int)
    case tooLarge(width: Int, height: Int, maxPixels: Int)
    /// One side is longer than the cap, whatever the pixel count.
    case sideTooLarge(width: Int, height: Int, maxSide: Int)
    /// Not PNG, JPEG or WebP (named as sniffed, e.g. "GIF image").
    case unsupportedFormat(String)
    /// The body stops before its format's end, or before the header that gives its size.
    case truncated(String)
    case undecodable(String)
    case io(path: String, reason: String)

    public var description: String {
        switch self {
        case .invalidSize(let w, let h): return "invalid image size \(w)×\(h)"
        case .tooLarge(let w, let h, let m): return "image \(w)×\(h) exceeds \(m) pixels"
        case .sideTooLarge(let w, let h, let m): return "image \(w)×\(h) has a side over \(m) pixels"
        case .unsupportedFormat(let what): return "\(what) refused: only PNG, JPEG or WebP tiles are accepted"
        case .truncated(let why): return "truncated image: \(why)"
        case .undecodable(let why): return "not a decodable image: \(why)"
        case .io(let path, let reason): return "\(path): \(reason)"
        }
    }
}
