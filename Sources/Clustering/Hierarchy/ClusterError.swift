/// Why a clusterer refused to build or answer.
public enum ClusterError: Error, Equatable, Sendable, CustomStringConvertible {
    case invalidRadius(Double)
    case invalidExtent(Double)
    case invalidZoomRange(min: Int, max: Int)
    case invalidMinPoints(Int)
    /// Coordinates and payloads differ in number.
    case payloadCountMismatch(points: Int, payloads: Int)
    /// More points than a 32-bit index holds.
    case tooManyPoints(Int)
    /// No cluster has this id in this index.
    case unknownCluster(ClusterID)

    public var description: String {
        switch self {
        case .invalidRadius(let r): return "cluster radius \(r) must be finite and ≥ 0"
        case .invalidExtent(let e): return "tile extent \(e) must be finite and > 0"
        case .invalidZoomRange(let lo, let hi):
            return "zoom range \(lo)...\(hi) must satisfy 0 ≤ min ≤ max ≤ \(ClusterOptions.zoomLimit - 1)"
        case .invalidMinPoints(let m): return "minPoints \(m) must be ≥ 1"
        case .payloadCountMismatch(let p, let q): return "\(p) points but \(q) payloads"
        case .tooManyPoints(let n): return "\(n) points exceed the index limit"
        case .unknownCluster(let id): return "no cluster with id \(id.rawValue)"
        }
    }
}
