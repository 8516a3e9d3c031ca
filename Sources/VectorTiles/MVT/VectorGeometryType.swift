/// The geometry type of a vector tile feature (MVT 2.1 `GeomType`).
public enum VectorGeometryType: UInt8, Sendable {
    case unknown = 0
    case point = 1
    case lineString = 2
    case polygon = 3
}
