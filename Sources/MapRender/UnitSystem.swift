import Foundation

/// The units a scale bar shows.
public enum UnitSystem: String, Sendable, CaseIterable {
    /// Metres and kilometres only.
    case metric
    /// Metric, with feet and miles beneath.
    case metricAndImperial

    /// Regions that measure road distances in miles (US, UK, Liberia, Myanmar).
    static let imperialRegions: Set<String> = ["US", "GB", "LR", "MM"]

    /// Reads LC_ALL, then LC_MEASUREMENT, then LANG, as the C library does; metric when unset or unknown.
    public static func fromEnvironment(_ env: [String: String] = ProcessInfo.processInfo.environment) -> UnitSystem {
        let value = [env["LC_ALL"], env["LC_MEASUREMENT"], env["LANG"]].lazy.compactMap { $0 }.first { !$0.isEmpty }
        guard let value else { return .metric }
        return forLocale(value)
    }

    /// "en_US.UTF-8" → metricAndImperial; "fi_FI", "C", "POSIX" → metric.
    public static func forLocale(_ identifier: String) -> UnitSystem {
        let base = identifier.split(separator: ".").first.map(String.init) ?? identifier
        let noModifier = base.split(separator: "@").first.map(String.init) ?? base
        let parts = noModifier.split(whereSeparator: { $0 == "_" || $0 == "-" })
        guard parts.count >= 2 else { return .metric }
        return imperialRegions.contains(parts[1].uppercased()) ? .metricAndImperial : .metric
    }
}
