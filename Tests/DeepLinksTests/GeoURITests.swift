import Testing
import MapCore
@testable import DeepLinks

@Suite("GeoURI building and parsing")
struct GeoURITests {
    @Test("the command-line example")
    func commandLineExample() throws {
        let uri = try GeoURI(parsing: "geo:60.17,24.94?z=15")
        #expect(uri.coordinate == Samples.coordinate(60.17, 24.94))
        #expect(uri.zoom == 15)
        #expect(uri.uncertainty == nil && uri.query == nil && uri.altitude == nil)
    }

    @Test("RFC 5870's own examples")
    func rfcExamples() throws {
        let plain = try GeoURI(parsing: "geo:13.4125,103.8667")
        #expect(plain.coordinate == Samples.coordinate(13.4125, 103.8667))
        let withAltitude = try GeoURI(parsing: "geo:48.2010,16.3695,183")
        #expect(withAltitude.altitude == 183)
        let withCRS = try GeoURI(parsing: "geo:48.198634,16.371648;crs=wgs84;u=40")
        #expect(withCRS.coordinate == Samples.coordinate(48.198634, 16.371648))
        #expect(withCRS.uncertainty == 40)
    }

    @Test("scheme, parameter names and crs value are case-insensitive")
    func caseInsensitive() throws {
        let uri = try GeoURI(parsing: "GEO:60.17,24.94;CRS=WGS84;U=35.5?Z=3&Q=Kiasma")
        #expect(uri.uncertainty == 35.5 && uri.zoom == 3 && uri.query == "Kiasma")
    }

    @Test("unknown parameters and query keys are ignored; q is percent-decoded, '+' kept")
    func extensions() throws {
        let uri = try GeoURI(parsing: "geo:60.17,24.94;crs=wgs84;u=35;foo=bar;flag?utm=x&q=Caf%C3%A9+%26%20Bar&z=12&")
        #expect(uri.query == "Café+& Bar")
        #expect(uri.zoom == 12)
        #expect(uri.uncertainty == 35)
    }

    @Test("negative zero, poles and the antimeridian")
    func edges() throws {
        let zero = try GeoURI(parsing: "geo:-0.0,-0")
        #expect(zero.coordinate.latitude == 0 && zero.coordinate.latitude.sign == .plus)
        #expect(zero.string == "geo:0,0")
        let pole = try GeoURI(parsing: "geo:90,-180")
        #expect(pole.coordinate.latitude == 90 && pole.coordinate.longitude == -180)
        let south = try GeoURI(parsing: "geo:-90,180")
        #expect(south.coordinate.longitude == 180)
        let search = try GeoURI(parsing: "geo:0,0?q=coffee")
        #expect(search.query == "coffee")
        let emptyQuery = try GeoURI(parsing: "geo:1,2?q=")
        #expect(emptyQuery.query == nil)
    }

    @Test("building writes every part in order")
    func builds() throws {
        let full = try GeoURI(coordinate: Samples.coordinate(60.1717, 24.9365), altitude: 12.25,
                              uncertainty: 35, zoom: 15, query: "Kiasma & friends")
        #expect(full.string == "geo:60.1717,24.9365,12.25;u=35?z=15&q=Kiasma%20%26%20friends")
        let bare = try GeoURI(coordinate: Samples.coordinate(-33.8568, 151.2153))
        #expect(bare.string == "geo:-33.8568,151.2153")
        #expect(bare.launchableURL.string == bare.string && bare.launchableURL.kind == .geo)
    }

    @Test("building refuses values the parser would refuse")
    func buildValidation() {
        let c = Samples.kiasma.coordinate
        #expect(throws: GeoURIError.invalidZoom("24")) { try GeoURI(coordinate: c, zoom: 24) }
        #expect(throws: GeoURIError.invalidUncertainty("-1.0")) { try GeoURI(coordinate: c, uncertainty: -1) }
        #expect(throws: GeoURIError.altitudeOutOfRange(1e9)) { try GeoURI(coordinate: c, altitude: 1e9) }
        #expect(throws: GeoURIError.self) { try GeoURI(coordinate: c, uncertainty: .nan) }
    }

    static let roundTripNames: [String?] = [nil, "Kiasma", "a b&c#d+e=f?g\"h'i\nj", "☕🍕", "שלום", "مقهى", "100% €"]
    static let roundTripPoints: [(Double, Double)] = [
        (60.1717, 24.9365), (-33.8568, 151.2153), (0, 0), (89.9999999, -179.9999999), (-90, 180), (0.0000001, -0.0000001),
    ]

    @Test("build then parse gives back the same value", arguments: roundTripNames)
    func roundTrip(name: String?) throws {
        for (index, (lat, lon)) in Self.roundTripPoints.enumerated() {
            let original = try GeoURI(coordinate: Samples.coordinate(lat, lon),
                                      altitude: index.isMultiple(of: 2) ? nil : Double(index) * 10.5,
                                      uncertainty: index.isMultiple(of: 3) ? nil : Double(index) + 0.25,
                                      zoom: index.isMultiple(of: 4) ? nil : index * 3,
                                      query: name)
            let parsed = try GeoURI(parsing: original.string)
            #expect(parsed == original, "\(original.string)")
            #expect(parsed.string == original.string)
        }
    }

    @Test("parse then build is stable for canonical text", arguments: [
        "geo:60.17,24.94", "geo:60.17,24.94?z=15", "geo:-1.5,2.25,-3;u=4?z=0&q=x%20y", "geo:0,0?q=%F0%9F%8D%95",
    ])
    func canonicalText(text: String) throws {
        #expect(try GeoURI(parsing: text).string == text)
    }
}
