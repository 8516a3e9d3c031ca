import MapCore

/// What loading one GeoJSON file produced: counts per category and every problem found.
public struct LoadReport: Sendable {
    /// The file path (or a name for in-memory data).
    public let source: String
    /// Elements of the `features` array.
    public let featureCount: Int
    /// Places made, per category id (unknown categories are counted under "other").
    public let countsByCategory: [PlaceCategory.ID: Int]
    /// In feature order.
    public let problems: [LoadProblem]
    /// Lines and areas made (not counted in `countsByCategory`).
    public let shapeCount: Int
    /// Remarks about the file as a whole ("the columns look swapped", "categories merged into Other").
    public let notes: [String]

    public init(source: String, featureCount: Int, countsByCategory: [PlaceCategory.ID: Int], problems: [LoadProblem],
                shapeCount: Int = 0, notes: [String] = []) {
        self.source = source; self.featureCount = featureCount
        self.countsByCategory = countsByCategory; self.problems = problems
        self.shapeCount = shapeCount; self.notes = notes
    }

    public var placeCount: Int { countsByCategory.values.reduce(0, +) }
    public var skippedCount: Int { problems.lazy.filter(\.skipsFeature).count }
    public var hasNoPlaces: Bool { placeCount == 0 && shapeCount == 0 }

    /// Human-readable report: totals, counts per category, then problems.
    /// - Parameter problemLimit: problems listed one per line; the rest are summarised by kind. nil lists all.
    public func text(problemLimit: Int? = 20) -> String {
        var lines: [String] = []
        let shapes = shapeCount == 0 ? "" : " and \(shapeCount) line\(shapeCount == 1 ? "" : "s")/area\(shapeCount == 1 ? "" : "s")"
        lines.append("\(source): \(featureCount) feature\(featureCount == 1 ? "" : "s"), "
                     + "\(placeCount) place\(placeCount == 1 ? "" : "s")\(shapes) loaded, \(skippedCount) skipped")
        if hasNoPlaces { lines.append("no places") }
        for note in notes { lines.append("note: " + note) }
        for (id, n) in countsByCategory.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }) {
            lines.append("  \(id): \(n)")
        }
        guard !problems.isEmpty else { return lines.joined(separator: "\n") }
        lines.append("\(problems.count) problem\(problems.count == 1 ? "" : "s"):")
        let shown = problemLimit.map { min($0, problems.count) } ?? problems.count
        for p in problems.prefix(shown) { lines.append("  " + p.description) }
        if shown < problems.count {
            var byKind: [String: Int] = [:]
            for p in problems.dropFirst(shown) { byKind[p.reason.kind, default: 0] += 1 }
            let parts = byKind.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { "\($0.value) \($0.key)" }
            lines.append("  … and \(problems.count - shown) more (\(parts.joined(separator: ", ")))")
        }
        return lines.joined(separator: "\n")
    }
}
