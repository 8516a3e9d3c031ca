/// Why an image could not be made, read or written.
public enum ImageError: Error, Equatable, Sendable, CustomStringConvertible {
    case invalidSize(width: Int, height: Int)
    case tooLarge(width: Int, height: Int, maxPixels: Int)
    case undecodable(String)
    case io(path: String, reason: String)

    public var description: String {
        switch self {
        case .invalidSize(let w, let h): return "invalid image size \(w)×\(h)"
        case .tooLarge(let w, let h, let m): return "image \(w)×\(h) exceeds \(m) pixels"
        case .undecodable(let why): return "not a decodable image: \(why)"
        case .io(let path, let reason): return "\(path): \(reason)"
        }
    }
}
