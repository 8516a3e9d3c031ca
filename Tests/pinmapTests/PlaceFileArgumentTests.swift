import Testing
@testable import pinmap

/// Files opens a place file with `pinmap %u`: a file: URI or a path as the argument is read as `--data`.
@Suite struct PlaceFileArgumentTests {
    func taking(_ arguments: [String]) throws -> PinmapOptions {
        var options = try PinmapOptions.parse(arguments)
        try options.takePlaceFileArgument()
        return options
    }

    @Test func aFileURIBecomesTheDataFile() throws {
        let o = try taking(["file:///home/u/My%20places.geojson"])
        #expect(o.data == "/home/u/My places.geojson")
        #expect(o.geoURI == nil)
    }

    @Test func aPathBecomesTheDataFile() throws {
        #expect(try taking(["trip/route.gpx"]).data == "trip/route.gpx")
        #expect(try taking(["/srv/a:b.kml"]).data == "/srv/a:b.kml")
    }

    @Test func geoAndOtherSchemesStayURIs() throws {
        #expect(try taking(["geo:60.17,24.94"]).geoURI == "geo:60.17,24.94")
        #expect(try taking(["http://x"]).data == nil)
    }

    @Test func aFileAndDataTogetherAreRefused() throws {
        #expect(throws: CLIError.self) { try taking(["--data", "a.geojson", "b.geojson"]) }
        #expect(throws: CLIError.self) { try taking(["file://remotehost/x.geojson"]) }
    }
}
