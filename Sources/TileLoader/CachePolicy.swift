import Foundation

/// HTTP freshness rules for tiles (RFC 9111, simplified for one client).
enum CachePolicy {
    /// When the tile stops being fresh. `Cache-Control: max-age` wins over `Expires`;
    /// with neither, `minimum` applies (OSM asks for at least 7 days). `no-store`/`no-cache` mean "revalidate next time".
    static func expiry(headers: [String: String], now: Date, minimum: TimeInterval) -> Date {
        if let cc = headers["cache-control"]?.lowercased() {
            let directives = cc.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            if directives.contains("no-cache") || directives.contains("no-store") { return now }
            for d in directives where d.hasPrefix("max-age=") {
                if let secs = Double(d.dropFirst("max-age=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))) {
                    let age = headers["age"].flatMap(Double.init) ?? 0
                    return now.addingTimeInterval(max(0, secs - age))
                }
            }
        }
        if let e = headers["expires"] {
            // An unparsable Expires (often "0") means already expired.
            guard let date = httpDate(e) else { return now }
            let serverNow = headers["date"].flatMap(httpDate) ?? now
            return now.addingTimeInterval(date.timeIntervalSince(serverNow))
        }
        return now.addingTimeInterval(minimum)
    }

    /// Seconds to wait from a `Retry-After` value (delta seconds or an HTTP date), or nil.
    static func retryAfter(_ value: String?, now: Date) -> TimeInterval? {
        guard let v = value?.trimmingCharacters(in: .whitespaces), !v.isEmpty else { return nil }
        if let secs = Double(v), secs.isFinite { return max(0, secs) }
        if let date = httpDate(v) { return max(0, date.timeIntervalSince(now)) }
        return nil
    }

    /// Parses an IMF-fixdate ("Sun, 06 Nov 1994 08:49:37 GMT").
    static func httpDate(_ s: String) -> Date? {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "GMT")
        f.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return f.date(from: s)
    }
}
