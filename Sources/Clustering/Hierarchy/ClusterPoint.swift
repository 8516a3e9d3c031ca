import MapCore

/// An input point: where it is and what it carries.
public struct ClusterPoint<Payload: Sendable>: Sendable {
    public var coordinate: Coordinate
    public var payload: Payload
    public init(coordinate: Coordinate, payload: Payload) { self.coordinate = coordinate; self.payload = payload }
}

extension ClusterPoint: Equatable where Payload: Equatable {}
extension ClusterPoint: Hashable where Payload: Hashable {}
