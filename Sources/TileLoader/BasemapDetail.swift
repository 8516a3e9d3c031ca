import Foundation
import MapCore

/// A city-scale street layer for the offline style (roads, water, parks, buildings), projected once to normalised
/// Web Mercator with a bounding box per feature for culling. Drawn over the world basemap at street zooms.
public struct BasemapDetail: Sendable {
    /// How a road is drawn: major (casing, warm yellow), minor (white with casing), path (thin dashed).
    public enum RoadClass: String, Sendable, CaseIterable { case major, minor, path }
    /// What an area is filled as.
    public enum AreaKind: String, Sendable, CaseIterable { case water, park, building }

    struct Road: Sendable {
        var roadClass: RoadClass
        var name: String?
        var points: [WorldBasemap.Point]
        var box: WorldBasemap.Box
    }

    struct Area: Sendable {
        var kind: AreaKind
        var polygon: WorldBasemap.Polygon
    }

    /// Roads in file order within each class; areas in file order within each kind (the extractor sorts both).
    let roads: [RoadClass: [Road]]
    let areas: [AreaKind: [Area]]
    /// The union of every feature's box: where the layer has data.
    let bounds: WorldBasemap.Box

    init(roads: [Road], areas: [Area]) {
        var box = WorldBasemap.Box()
        for r in roads { box.add(r.box) }
        for a in areas { box.add(a.polygon.box) }
        self.roads = Dictionary(grouping: roads, by: \.roadClass)
        self.areas = Dictionary(grouping: areas, by: \.kind)
        bounds = box
    }

    public var roadCount: Int { roads.values.reduce(0) { $0 + $1.count } }
    public var areaCount: Int { areas.values.reduce(0) { $0 + $1.count } }
    public func count(of c: RoadClass) -> Int { roads[c]?.count ?? 0 }
    public func count(of k: AreaKind) -> Int { areas[k]?.count ?? 0 }
    public var isEmpty: Bool { roadCount == 0 && areaCount == 0 }

    /// The geographic extent of the data, or nil for an empty layer.
    public var geoBounds: GeoBounds? {
        guard !isEmpty else { return nil }
        return GeoBounds(west: WebMercator.longitude(normalizedX: bounds.minX), south: WebMercator.latitude(normalizedY: bounds.maxY),
                         east: WebMercator.longitude(normalizedX: bounds.maxX), north: WebMercator.latitude(normalizedY: bounds.minY))
    }
}
