/// What a writer wrote, and what its format could not hold.
public struct ExportSummary: Equatable, Sendable, CustomStringConvertible {
    public var places = 0
    public var lines = 0
    public var areas = 0
    /// Lines the format has no room for (CSV).
    public var skippedLines = 0
    /// Areas the format has no room for (GPX, CSV).
    public var skippedAreas = 0

    public init() {}

    /// "912 places, 2 lines, 1 area" (zero counts left out, except places), then what was skipped.
    public var description: String {
        var parts = [Self.count(places, "place")]
        if lines > 0 { parts.append(Self.count(lines, "line")) }
        if areas > 0 { parts.append(Self.count(areas, "area")) }
        var text = parts.joined(separator: ", ")
        var skipped: [String] = []
        if skippedLines > 0 { skipped.append(Self.count(skippedLines, "line")) }
        if skippedAreas > 0 { skipped.append(Self.count(skippedAreas, "area")) }
        if !skipped.isEmpty { text += " (skipped, the format has no room for them: " + skipped.joined(separator: ", ") + ")" }
        return text
    }

    private static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
