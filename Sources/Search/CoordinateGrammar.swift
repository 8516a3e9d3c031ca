import MapCore

/// Two halves, each `[H] NUMBER [° [NUMBER ′ [NUMBER ″]]] [H]` with H one of N S E W; latitude first
/// unless the letters say otherwise.
enum CoordinateGrammar {
    struct Half {
        var value: Double
        var hemisphere: Character?
        /// Written with marks, letters or decimals (two bare whole numbers are not read as a position).
        var explicit: Bool
        /// Written with a degree sign.
        var marked: Bool
    }

    static func coordinate(from pieces: [CoordinatePiece]) -> Coordinate? {
        var at = 0
        guard let first = half(pieces, &at) else { return nil }
        var separated = false
        if at < pieces.count, pieces[at] == .separator { at += 1; separated = true }
        guard let second = half(pieces, &at), at == pieces.count else { return nil }
        guard first.explicit || second.explicit || separated else { return nil }
        // Both halves in one notation: "60°10′N 24" or "60.1 N 24" is still being typed.
        guard first.marked == second.marked, (first.hemisphere == nil) == (second.hemisphere == nil) else { return nil }

        var lat = first, lon = second
        switch (first.hemisphere, second.hemisphere) {
        case ("E", _), ("W", _), (_, "N"), (_, "S"): (lat, lon) = (second, first)
        default: break
        }
        if let h = lat.hemisphere, h != "N", h != "S" { return nil }
        if let h = lon.hemisphere, h != "E", h != "W" { return nil }
        return try? Coordinate(latitude: lat.value, longitude: lon.value)
    }

    /// One half from `at`, moving `at` past it.
    static func half(_ p: [CoordinatePiece], _ at: inout Int) -> Half? {
        var hemisphere: Character?
        if at < p.count, case .hemisphere(let h) = p[at] { hemisphere = h; at += 1 }
        guard at < p.count, case .number(let degrees, let decimals) = p[at] else { return nil }
        at += 1
        var value = degrees
        var explicit = decimals || hemisphere != nil
        var marked = false
        if at < p.count, p[at] == .degrees {
            at += 1
            explicit = true
            marked = true
            if at + 1 < p.count, case .number(let m, _) = p[at], p[at + 1] == .minutes {
                guard (0..<60).contains(m) else { return nil }
                value = abs(degrees) + m / 60
                at += 2
                if at + 1 < p.count, case .number(let s, _) = p[at], p[at + 1] == .seconds {
                    guard (0..<60).contains(s) else { return nil }
                    value += s / 3600
                    at += 2
                }
                if degrees.sign == .minus { value = -value }
            }
        }
        if hemisphere == nil, at < p.count, case .hemisphere(let h) = p[at] { hemisphere = h; at += 1; explicit = true }
        if let hemisphere {
            // A letter gives the sign; a minus sign as well as S or W is a contradiction only if they disagree.
            if value < 0, hemisphere == "N" || hemisphere == "E" { return nil }
            if hemisphere == "S" || hemisphere == "W" { value = -abs(value) }
        }
        return Half(value: value, hemisphere: hemisphere, explicit: explicit, marked: marked)
    }
}
