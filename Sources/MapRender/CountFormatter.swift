import Foundation

/// Short cluster counts: "999", "1.2k", "12k", "1.2M", "12M".
public enum CountFormatter {
    /// Rounds to the nearest shown step and moves up a unit when rounding reaches it (999 950 → "1M").
    public static func string(for count: Int) -> String {
        let n = max(0, count)
        if n < 1000 { return String(n) }
        let tenthsK = (Double(n) / 100).rounded()
        if tenthsK < 100 { return decimal(tenthsK) + "k" }
        let k = (Double(n) / 1000).rounded()
        if k < 1000 { return String(Int(k)) + "k" }
        let tenthsM = (Double(n) / 100_000).rounded()
        if tenthsM < 100 { return decimal(tenthsM) + "M" }
        return String(Int((Double(n) / 1_000_000).rounded())) + "M"
    }

    /// 12 tenths → "1.2", 10 tenths → "1".
    private static func decimal(_ tenths: Double) -> String {
        let t = Int(tenths)
        return t % 10 == 0 ? String(t / 10) : "\(t / 10).\(t % 10)"
    }
}
