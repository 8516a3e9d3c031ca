import Testing
@testable import pinmap

/// Files opens place files with `pinmap %U`: a file: URI or a path as the argument opens as a layer in the
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

/// `pinmap FILE FILE …`: every file on the command line becomes a layer, beside at most one geo: URI.
@Suite struct SeveralPlaceFilesTests {
    @Test func everyFileOnTheCommandLineIsALayer() throws {
        var o = try PinmapOptions.parse(["trip.kml", "file:///home/u/walk%201.gpx", "geo:60.17,24.94?z=12", "/data/shops.csv"])
        #expect(try o.takePlaceFileArgument() == ["trip.kml", "/home/u/walk 1.gpx", "/data/shops.csv"])
        #expect(o.geoURI == "geo:60.17,24.94?z=12")
        #expect(o.data == nil)
    }

    @Test func twoGeoURIsAreRefused() throws {
        var o = try PinmapOptions.parse(["geo:1,2", "geo:3,4"])
        #expect(throws: CLIError.self) { try o.takePlaceFileArgument() }
    }

    @Test func exportMergesSeveralFilesAndOtherModesRefuseThem() throws {
        var export = try PinmapOptions.parse(["--export", "out.geojson", "a.kml", "b.csv"])
        #expect(try export.takePlaceFileArgument().isEmpty)
        #expect(export.dataFiles == ["a.kml", "b.csv"])
        // --render takes them as two --data files, which its run then refuses.
        var render = try PinmapOptions.parse(["--render", "o.png", "a.kml", "b.csv"])
        #expect(try render.takePlaceFileArgument().isEmpty)
        #expect(render.dataFiles == ["a.kml", "b.csv"])
    }
}
