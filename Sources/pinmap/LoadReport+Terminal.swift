import MapCore
import MapData

extension LoadReport {
    /// A copy whose strings from the file or the command line (path, ids, categories, geometry types) are
    /// escaped for a terminal, so `text()` keeps one line per entry whatever the data holds.
    var escapedForTerminal: LoadReport {
        var counts: [PlaceCategory.ID: Int] = [:]
        for (id, n) in countsByCategory { counts[TerminalText.escaped(id), default: 0] += n }
        return LoadReport(source: TerminalText.escaped(source), featureCount: featureCount, countsByCategory: counts,
                          problems: problems.map { p in
                              LoadProblem(featureIndex: p.featureIndex, featureID: p.featureID.map(TerminalText.escaped),
                                          reason: p.reason.escapedForTerminal, line: p.line)
                          }, shapeCount: shapeCount, notes: notes.map(TerminalText.escaped))
    }
}

extension LoadProblem.Reason {
    /// The same reason with any text taken from the file escaped for a terminal.
    var escapedForTerminal: LoadProblem.Reason {
        switch self {
        case .notAFeature(let found): return .notAFeature(found: TerminalText.escaped(found))
        case .unsupportedGeometry(let type): return .unsupportedGeometry(type: TerminalText.escaped(type))
        case .malformedCoordinates(let why): return .malformedCoordinates(TerminalText.escaped(why))
        case .unknownCategory(let category): return .unknownCategory(TerminalText.escaped(category))
        case .duplicateID(let id, let first): return .duplicateID(TerminalText.escaped(id), firstIndex: first)
        case .noLocation(let why): return .noLocation(TerminalText.escaped(why))
        case .malformedRow(let why): return .malformedRow(TerminalText.escaped(why))
        case .missingGeometry, .nullGeometry, .invalidCoordinate, .missingTitle, .missingCategory: return self
        }
    }
}
