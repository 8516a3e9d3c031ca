import Foundation

/// Lengths and areas as the popover writes them ("850 m", "2.4 km", "1.3 ha", "4.1 km²"): metric, two or three
/// significant figures, a point as the decimal separator (as the popover's coordinates).
public enum MeasureText {
    /// Metres below 1 km (whole), kilometres with one decimal below 100 km, whole kilometres above.
    public static func length(metres m: Double) -> String {
        guard m.isFinite, m >= 0 else { return "–" }
        if m < 1000 { return "\(Int(m.rounded())) m" }
        let km = m / 1000
        if km < 99.95 { return String(format: "%.1f km", km) }
        return "\(Int(km.rounded())) km"
    }

    /// Square metres below a hectare, hectares below 1 km², then square kilometres (one decimal below 100).
    public static func area(squareMetres a: Double) -> String {
        guard a.isFinite, a >= 0 else { return "–" }
        if a < 10_000 { return "\(Int(a.rounded())) m²" }
        if a < 1_000_000 { return String(format: "%.1f ha", a / 10_000) }
        let km2 = a / 1_000_000
        if km2 < 99.95 { return String(format: "%.1f km²", km2) }
        return "\(Int(km2.rounded())) km²"
    }
}
