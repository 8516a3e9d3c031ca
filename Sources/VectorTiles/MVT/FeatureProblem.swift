/// Why one feature is left out of its layer while the rest of the tile decodes (see `VectorTile.droppedFeatures`).
struct FeatureProblem: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}
