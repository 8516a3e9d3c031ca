/// A distance for a search result row: "80 m", "950 m", "1.2 km", "37 km".
enum DistanceText {
    static func format(metres: Double) -> String {
        guard metres.isFinite, metres >= 0 else { return "" }
        if metres < 1000 { return "\(Int((metres / 10).rounded()) * 10) m" }
        if metres < 10_000 {
            let tenths = Int((metres / 100).rounded())
            return "\(tenths / 10).\(tenths % 10) km"
        }
        return "\(Int((metres / 1000).rounded())) km"
    }
}
