import Testing
@testable import DeepLinks

@Suite("LinkPolicy")
struct LinkPolicyTests {
    @Test("every link the builders make validates back to itself")
    func acceptsBuiltLinks() throws {
        let requests = [LinkRequest(place: Samples.kiasma), LinkRequest(place: Samples.southWest, zoom: 4)]
        for target in LinkTarget.catalogue(desktopApps: [Samples.gnomeMaps]) {
            for request in requests {
                let built = target.url(for: request)
                #expect(try LaunchableURL(validating: built.string) == built)
                if let directions = target.directionsURL(to: request) {
                    #expect(try LaunchableURL(validating: directions.string) == directions)
                }
            }
        }
    }

    private func refuses(_ text: String, _ expected: LinkPolicyError, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(throws: expected, "\(text)", sourceLocation: sourceLocation) { try LaunchableURL(validating: text) }
    }

    @Test("schemes other than https and geo")
    func otherSchemes() {
        refuses("http://www.openstreetmap.org/", .schemeNotAllowed("http"))
        refuses("file:///etc/passwd", .schemeNotAllowed("file"))
        refuses("javascript:alert(1)", .schemeNotAllowed("javascript"))
        refuses("data:text/html,hi", .schemeNotAllowed("data"))
        refuses("smb://host/share", .schemeNotAllowed("smb"))
    }

    @Test("option-like and scheme-less text that xdg-open could misread")
    func optionLike() {
        refuses("--help", .schemeNotAllowed("--help"))
        refuses("-geo:1,2", .schemeNotAllowed("-geo"))
        refuses("", .schemeNotAllowed(""))
    }

    @Test("https to a host or path no target builds")
    func foreignHosts() {
        refuses("https://evil.example/maps", .hostNotAllowed("evil.example/maps"))
        refuses("https://www.google.com/evil", .hostNotAllowed("www.google.com/evil"))
        refuses("https://www.google.com.evil.example/maps/search/", .hostNotAllowed("www.google.com.evil.example/maps/search/"))
        refuses("https://www.openstreetmap.org/user/x", .hostNotAllowed("www.openstreetmap.org/user/x"))
    }

    @Test("credentials and ports")
    func credentials() {
        refuses("https://www.google.com@evil.example/maps/search/", .credentialsOrPort)
        refuses("https://user:pw@www.openstreetmap.org/", .credentialsOrPort)
        refuses("https://www.google.com:8443/maps/search/?api=1", .credentialsOrPort)
    }

    @Test("spaces, controls and non-ASCII")
    func characters() {
        refuses("https://www.openstreetmap.org/ x", .invalidCharacter)
        refuses("https://www.openstreetmap.org/\n", .invalidCharacter)
        refuses("https://maps.apple.com/?q=Café", .invalidCharacter)
    }

    @Test("malformed https and invalid geo")
    func malformed() {
        refuses("https:", .malformed)
        refuses("https://exa[mple/", .malformed)
        refuses("geo:91,0", .invalidGeoURI(.latitudeOutOfRange(91)))
        refuses("geo:1,2;crs=nad27", .invalidGeoURI(.unsupportedCRS("nad27")))
    }

    @Test("too long")
    func tooLong() {
        let text = "https://www.openstreetmap.org/?q=" + String(repeating: "a", count: 5000)
        refuses(text, .tooLong(length: text.count))
    }

    @Test("a validated geo: URI from the command line keeps its text and kind")
    func validatedGeo() throws {
        let url = try LaunchableURL(validating: "geo:60.17,24.94?z=15")
        #expect(url.kind == .geo && url.string == "geo:60.17,24.94?z=15" && url.url.scheme == "geo")
    }

    @Test("a validated geo: URI is rebuilt: unknown parts dropped, odd characters encoded")
    func geoRebuilt() throws {
        let url = try LaunchableURL(validating: "GEO:60.170,24.94;CRS=wgs84;foo=<x>?utm=1&q=a|b%20c&z=07")
        #expect(url.string == "geo:60.17,24.94?z=7&q=a%7Cb%20c")
    }
}
