import Foundation
import Testing
@testable import DeepLinks

/// Links must not change when the locale uses ',' as its decimal separator.
@Suite("Locale independence")
struct LocaleIndependenceTests {
    // A C locale handle is not Sendable; it is created once and only read. (LC_NUMERIC_MASK is a C macro Swift cannot import.)
    nonisolated(unsafe) static let germanCLocale = newlocale(1 << LC_NUMERIC, "de_DE.UTF-8", nil)

    /// Every link for a sample with fractions, negatives and zero.
    static func allLinks() -> [String] {
        let requests = [LinkRequest(place: Samples.kiasma), LinkRequest(place: Samples.southWest, zoom: 12),
                        LinkRequest(coordinate: Samples.coordinate(-0.0, 0.00001), name: "x", zoom: 5)]
        let targets = LinkTarget.catalogue(desktopApps: [Samples.gnomeMaps])
        let uri = GeoURI(unchecked: Samples.kiasma.coordinate, altitude: -12.5, uncertainty: 35.25, zoom: 15, query: nil)
        return requests.flatMap { r in targets.map { $0.url(for: r).string } } + [uri.string, DecimalText.format(1234.5)]
    }

    /// C formatting under the current thread's locale.
    static func cFormat(_ value: Double) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%.1f", $0) }
        return String(cString: buffer)
    }

    @Test("unchanged under a de_DE C locale on this thread", .enabled(if: germanCLocale != nil, "de_DE.UTF-8 is not installed"))
    func underGermanCLocale() throws {
        let expected = Self.allLinks()
        #expect(expected.contains("https://www.openstreetmap.org/?mlat=60.1717&mlon=24.9365#map=17/60.1717/24.9365"))
        #expect(expected.contains("geo:60.1717,24.9365,-12.5;u=35.25?z=15"))
        let german = try #require(Self.germanCLocale)
        // uselocale is per thread, so tests of other modules running in parallel keep their locale.
        let previous = uselocale(german)
        defer { uselocale(previous) }
        #expect(Self.cFormat(1.5) == "1,5", "the switch took effect for C formatting")
        #expect(Self.allLinks() == expected)
    }

    @Test("Foundation's comma locale exists but never reaches the links")
    func underFoundationGermanLocale() {
        let german = Locale(identifier: "de_DE")
        #expect(1.5.formatted(.number.locale(german)) == "1,5")
        #expect(String(format: "%.1f", locale: german, 1.5) == "1,5")
        let links = Self.allLinks()
        #expect(links.allSatisfy { !$0.contains("1234,5") && !$0.contains("60,1717") })
        #expect(links.last == "1234.5")
    }
}
