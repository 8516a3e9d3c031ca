import Testing
@testable import pinmap

/// Files opens a place file with `pinmap %u`: a file: URI or a path as the argument opens as a layer in the
/// window, and is the `--data` of the modes without one.
@Suite struct PlaceFileArgumentTests {
    func taking(_ arguments: [String]) throws -> PinmapOptions {
        var options = try PinmapOptions.parse(arguments)
        _ = try options.takePlaceFileArgument()
        return options
    }

    @Test func aFileURIBecomesALayerInTheWindow() throws {
        var o = try PinmapOptions.parse(["file:///home/u/My%20places.geojson"])
        #expect(try o.takePlaceFileArgument() == ["/home/u/My places.geojson"])
        #expect(o.data == nil)
        #expect(o.geoURI == nil)
        // --data still replaces the bundled places; the file is a layer beside them.
        var both = try PinmapOptions.parse(["--data", "a.geojson", "b.geojson"])
        #expect(try both.takePlaceFileArgument() == ["b.geojson"])
        #expect(both.data == "a.geojson")
    }

    @Test func aPathIsTheDataFileWithoutAWindow() throws {
        #expect(try taking(["--render", "o.png", "trip/route.gpx"]).data == "trip/route.gpx")
        #expect(try taking(["--search", "x", "/srv/a:b.kml"]).data == "/srv/a:b.kml")
    }

    @Test func geoAndOtherSchemesStayURIs() throws {
        #expect(try taking(["geo:60.17,24.94"]).geoURI == "geo:60.17,24.94")
        #expect(try taking(["http://x"]).data == nil)
    }

    @Test func aFileAndDataTogetherAreRefused() throws {
        #expect(throws: CLIError.self) { try taking(["--render", "o.png", "--data", "a.geojson", "b.geojson"]) }
        #expect(throws: CLIError.self) { try taking(["file://remotehost/x.geojson"]) }
    }
}
