import MapCore

/// Colours for categories the catalogue does not know, chosen from a hash of the category's value so a value
/// keeps its colour on every run and in every file. Each colour is mid-dark (white icons stay legible on it)
/// and saturated enough to be told from the map in the light and the dark style.
enum CategoryPalette {
    /// 24 hues 15° apart (HSL saturation 0.62, lightness 0.42), the bright ones (yellow, green, cyan) darkened
    /// to a luma of at most 0.36 so a white icon stays legible on every one.
    static let colors: [RGBColor] = (0..<24).map { k in
        let c = hsl(hue: Double(k) * 15, saturation: 0.62, lightness: 0.42)
        let luma = 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
        let scale = min(1, 0.36 / luma)
        return RGBColor(red: c.red * scale, green: c.green * scale, blue: c.blue * scale)
    }

    /// FNV-1a of the UTF-8 bytes: stable across runs and machines (Swift's `Hasher` is seeded per process).
    static func hash(_ value: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in value.utf8 { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01b3 }
        return h
    }

    /// A colour per value, distinct while there are at most 24: each value takes its hash's slot unless that
    /// slot or a neighbouring hue is taken, then the first slot 7 steps (105°) on that is clear of its
    /// neighbours, else the first free one. Values are placed in sorted order, so the same set of values
    /// always gets the same colours whatever order the file lists them in.
    static func colors(for values: [String]) -> [String: RGBColor] {
        let n = colors.count
        var taken = [Bool](repeating: false, count: n)
        var result: [String: RGBColor] = [:]
        for value in values.sorted() {
            let home = Int(hash(value) % UInt64(n))
            let probes = (0..<n).map { (home + 7 * $0) % n }
            let slot = probes.first { !taken[$0] && !taken[($0 + 1) % n] && !taken[($0 + n - 1) % n] }
                ?? probes.first { !taken[$0] } ?? home
            taken[slot] = true
            result[value] = colors[slot]
        }
        return result
    }

    private static func hsl(hue: Double, saturation s: Double, lightness l: Double) -> RGBColor {
        let c = (1 - abs(2 * l - 1)) * s
        let h = hue / 60
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double)
        switch h {
        case ..<1: (r, g, b) = (c, x, 0)
        case ..<2: (r, g, b) = (x, c, 0)
        case ..<3: (r, g, b) = (0, c, x)
        case ..<4: (r, g, b) = (0, x, c)
        case ..<5: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        let m = l - c / 2
        return RGBColor(red: r + m, green: g + m, blue: b + m)
    }
}
