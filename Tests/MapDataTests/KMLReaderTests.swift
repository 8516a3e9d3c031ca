import Foundation
import MapCore
import Testing
@testable import MapData

/// KML 2.2 as Google My Maps and Google Earth write it: one test per quirk (as togeojson names them).
@Suite("KMLReader")
struct KMLReaderTests {
    /// The issue's case: a Google My Maps export with two folders (layers), shared styles through StyleMaps,
    /// HTML descriptions and ExtendedData.
    static let myMaps = """
    <?xml version="1.0" encoding="UTF-8"?>
    <kml xmlns="http://www.opengis.net/kml/2.2">
      <Document>
        <name>Trip</name>
        <description/>
        <Style id="icon-1899-0288D1-normal">
          <IconStyle>
            <color>ffd18802</color>
            <scale>1</scale>
            <Icon><href>https://www.gstatic.com/mapspro/images/stock/503-wht-blank_maps.png</href></Icon>
            <hotSpot x="32" xunits="pixels" y="64" yunits="insetPixels"/>
          </IconStyle>
          <LabelStyle><scale>0</scale></LabelStyle>
        </Style>
        <Style id="icon-1899-0288D1-highlight">
          <IconStyle><color>ff000000</color></IconStyle>
        </Style>
        <StyleMap id="icon-1899-0288D1">
          <Pair><key>normal</key><styleUrl>#icon-1899-0288D1-normal</styleUrl></Pair>
          <Pair><key>highlight</key><styleUrl>#icon-1899-0288D1-highlight</styleUrl></Pair>
        </StyleMap>
        <Style id="line-E65100-5000-normal">
          <LineStyle><color>ff0051e6</color><width>5</width></LineStyle>
        </Style>
        <StyleMap id="line-E65100-5000">
          <Pair><key>normal</key><styleUrl>#line-E65100-5000-normal</styleUrl></Pair>
        </StyleMap>
        <Folder>
          <name>Food</name>
          <Placemark>
            <name>Café Regatta</name>
            <description><![CDATA[Cinnamon buns by the sea<br>Open <b>daily</b><br><a href="https://caferegatta.fi">caferegatta.fi</a>]]></description>
            <styleUrl>#icon-1899-0288D1</styleUrl>
            <ExtendedData>
              <Data name="rating"><value>5</value></Data>
              <Data name="gx_media_links"><value>https://example.org/bun.jpg</value></Data>
            </ExtendedData>
            <Point>
              <coordinates>
                24.9124169,60.1812143,0
              </coordinates>
            </Point>
          </Placemark>
          <Placemark>
            <name>Kauppahalli</name>
            <styleUrl>#icon-1899-0288D1</styleUrl>
            <Point><coordinates>24.9545,60.1670,0</coordinates></Point>
          </Placemark>
        </Folder>
        <Folder>
          <name>Walks</name>
          <Placemark>
            <name>Shore path</name>
            <styleUrl>#line-E65100-5000</styleUrl>
            <LineString>
              <tessellate>1</tessellate>
              <coordinates>
                24.9124,60.1812,0
                24.9150,60.1790,0
                24.9200,60.1750,0
              </coordinates>
            </LineString>
          </Placemark>
        </Folder>
      </Document>
    </kml>
    """

    @Test func googleMyMapsWithTwoFoldersGivesTheFoldersAsCategories() throws {
        let sink = try XMLFixture.kml(Self.myMaps)
        #expect(sink.problems.isEmpty)
        #expect(sink.features.count == 3)
        #expect(sink.features.map(\.formatCategory) == ["Food", "Food", "Walks"])
        #expect(sink.property("name", of: 0) == "Café Regatta")
        #expect(sink.features[0].geometry == .point(XMLFixture.coordinate(60.1812143, 24.9124169)))
        #expect(sink.features[2].geometry == .lines([[XMLFixture.coordinate(60.1812, 24.9124), XMLFixture.coordinate(60.1790, 24.9150),
                                                      XMLFixture.coordinate(60.1750, 24.9200)]]))
        #expect(sink.features.map(\.index) == [0, 1, 2])
        #expect(sink.features[0].line == 30)
    }

    @Test func htmlDescriptionBecomesPlainTextAndItsLinks() throws {
        let sink = try XMLFixture.kml(Self.myMaps)
        #expect(sink.property("description", of: 0) == "Cinnamon buns by the sea\nOpen daily\ncaferegatta.fi")
        #expect(sink.property("link", of: 0) == "https://caferegatta.fi")
    }

    @Test func extendedDataIsKeptAsPropertiesInFileOrder() throws {
        let sink = try XMLFixture.kml(Self.myMaps)
        #expect(sink.features[0].properties.map(\.key) == ["name", "description", "link", "rating", "gx_media_links"])
        #expect(sink.property("rating", of: 0) == "5")
    }

    @Test func schemaDataSimpleDataIsKeptAsProperties() throws {
        let sink = try XMLFixture.kml(XMLFixture.document("""
            <Schema name="s" id="s"><SimpleField type="string" name="kind"/></Schema>
            <Placemark><name>A</name>
              <ExtendedData><SchemaData schemaUrl="#s">
                <SimpleData name="kind">bakery</SimpleData><SimpleData name="since">1907</SimpleData>
              </SchemaData></ExtendedData>
              <Point><coordinates>24.9,60.1</coordinates></Point></Placemark>
            """))
        #expect(sink.features[0].properties == [PlaceProperty(key: "name", value: "A"), PlaceProperty(key: "kind", value: "bakery"),
                                                 PlaceProperty(key: "since", value: "1907")])
    }

    @Test func styleMapNormalPairGivesTheColourAndKMLColoursAreABGR() throws {
        let sink = try XMLFixture.kml(Self.myMaps)
        // ffd18802 is alpha ff, blue d1, green 88, red 02: #0288d1.
        #expect(sink.features[0].color?.hex == "#0288d1")
        #expect(sink.features[2].color?.hex == "#e65100")
    }

    @Test func inlineStyleAndPolyStyleColourAnArea() throws {
        let sink = try XMLFixture.kml(XMLFixture.document("""
            <Placemark><name>Park</name><Style><LineStyle><color>ff0000ff</color></LineStyle><PolyStyle><color>7f00ff00</color></PolyStyle></Style>
            <Polygon><outerBoundaryIs><LinearRing><coordinates>24,60 25,60 25,61 24,60</coordinates></LinearRing></outerBoundaryIs></Polygon>
            </Placemark>
            """))
        #expect(sink.features[0].color?.hex == "#00ff00")
    }

    @Test func nestedFoldersMakeAFolderPath() throws {
        let sink = try XMLFixture.kml(XMLFixture.document("""
            <Folder><name>Trip</name>
              <Folder><name>Food</name>\(XMLFixture.placemark("<Point><coordinates>24.9,60.1</coordinates></Point>"))</Folder>
              \(XMLFixture.placemark("<Point><coordinates>24.9,60.1</coordinates></Point>"))
              <Folder>\(XMLFixture.placemark("<Point><coordinates>24.9,60.1</coordinates></Point>"))</Folder>
            </Folder>
            \(XMLFixture.placemark("<Point><coordinates>24.9,60.1</coordinates></Point>"))
            """))
        #expect(sink.features.map(\.formatCategory) == ["Trip/Food", "Trip", "Trip", nil])
    }

    @Test func polygonWithHolesKeepsOuterThenInnerRings() throws {
        let sink = try XMLFixture.kml(XMLFixture.document(XMLFixture.placemark("""
            <Polygon>
              <outerBoundaryIs><LinearRing><coordinates>0,0 10,0 10,10 0,10 0,0</coordinates></LinearRing></outerBoundaryIs>
              <innerBoundaryIs><LinearRing><coordinates>1,1 2,1 2,2 1,1</coordinates></LinearRing></innerBoundaryIs>
              <innerBoundaryIs><LinearRing><coordinates>5,5 6,5 6,6</coordinates></LinearRing></innerBoundaryIs>
            </Polygon>
            """)))
        guard case .areas(let polygons) = sink.features.first?.geometry else { Issue.record("no area: \(sink)"); return }
        #expect(polygons.count == 1)
        #expect(polygons[0].map(\.count) == [5, 4, 4])
        // An unclosed ring is closed.
        #expect(polygons[0][2].first == polygons[0][2].last)
    }

    @Test func multiGeometryIsACollection() throws {
        let sink = try XMLFixture.kml(XMLFixture.document(XMLFixture.placemark("""
            <MultiGeometry>
              <Point><coordinates>24.9,60.1</coordinates></Point>
              <LineString><coordinates>24.9,60.1 25,60.2</coordinates></LineString>
              <MultiGeometry><Point><coordinates>1,2</coordinates></Point></MultiGeometry>
            </MultiGeometry>
            """)))
        guard case .collection(let parts) = sink.features.first?.geometry else { Issue.record("no collection"); return }
        #expect(parts.count == 3)
        #expect(parts[0] == .point(XMLFixture.coordinate(60.1, 24.9)))
        #expect(parts[2] == .collection([.point(XMLFixture.coordinate(2, 1))]))
    }

    @Test func gxTrackIsALineOfItsCoords() throws {
        let sink = try XMLFixture.kml(XMLFixture.document(XMLFixture.placemark("""
            <gx:Track>
              <when>2020-05-28T02:02:09Z</when><when>2020-05-28T02:02:35Z</when><when>2020-05-28T02:02:44Z</when>
              <gx:coord>-122.207881 37.371915 156.0</gx:coord>
              <gx:coord>-122.205712 37.373288 152.0</gx:coord>
              <gx:coord>-122.204678 37.373939 147.0</gx:coord>
            </gx:Track>
            """)))
        #expect(sink.features.first?.geometry == .lines([[XMLFixture.coordinate(37.371915, -122.207881),
                                                          XMLFixture.coordinate(37.373288, -122.205712),
                                                          XMLFixture.coordinate(37.373939, -122.204678)]]))
    }

    @Test func standaloneLinearRingIsAClosedLine() throws {
        let sink = try XMLFixture.kml(XMLFixture.document(XMLFixture.placemark(
            "<LinearRing><coordinates>0,0 1,0 1,1</coordinates></LinearRing>")))
        guard case .lines(let lines) = sink.features.first?.geometry else { Issue.record("no line"); return }
        #expect(lines[0].count == 4)
    }

    @Test func coordinatesWithSpacesAfterCommasAltitudeAndNewlinesAreRead() throws {
        let sink = try XMLFixture.kml(XMLFixture.document(XMLFixture.placemark("""
            <LineString><coordinates>
              24.9, 60.1, 12.5
              25.0 ,60.2
              \t25.1,60.3,0 25.2,
              60.4
            </coordinates></LineString>
            """)))
        #expect(sink.problems.isEmpty)
        guard case .lines(let lines) = sink.features.first?.geometry else { Issue.record("no line: \(sink.problems)"); return }
        #expect(lines[0] == [XMLFixture.coordinate(60.1, 24.9), XMLFixture.coordinate(60.2, 25.0),
                             XMLFixture.coordinate(60.3, 25.1), XMLFixture.coordinate(60.4, 25.2)])
    }

    @Test func garbageInCoordinatesSkipsThePlacemarkWithItsLine() throws {
        let text = XMLFixture.document("""
            \(XMLFixture.placemark("<Point><coordinates>24.9,60.1</coordinates></Point>", name: "good"))
            <Placemark id="bad"><name>bad</name><LineString><coordinates>
              24.9,60.1
              25.0,sixty
            </coordinates></LineString></Placemark>
            """)
        let sink = try XMLFixture.kml(text)
        #expect(sink.features.count == 1)
        #expect(sink.problems.count == 1)
        let problem = try #require(sink.problems.first)
        let garbageLine = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("sixty") }! + 1
        #expect(problem.line == garbageLine)
        #expect(problem.featureIndex == 1)
        #expect(problem.featureID == "bad")
        #expect(problem.reason == .malformedCoordinates("line \(garbageLine): 'sixty' is not a number"))
    }

    @Test func outOfRangeAndShortCoordinatesAreSkippedWithReasons() throws {
        let sink = try XMLFixture.kml(XMLFixture.document("""
            \(XMLFixture.placemark("<Point><coordinates>24.9,95</coordinates></Point>"))
            \(XMLFixture.placemark("<Point><coordinates>24.9</coordinates></Point>"))
            \(XMLFixture.placemark("<LineString><coordinates>24.9,60</coordinates></LineString>"))
            \(XMLFixture.placemark(""))
            """))
        #expect(sink.features.isEmpty)
        #expect(sink.problems.map(\.featureIndex) == [0, 1, 2, 3])
        #expect(sink.problems[0].reason == .invalidCoordinate(.latitudeOutOfRange(95)))
        #expect(sink.problems[3].reason == .missingGeometry)
        #expect(sink.problems.allSatisfy { $0.line != nil })
    }

    /// A bow tie: five points whose edges cross. Kept and drawn as given, not "repaired" or refused.
    @Test func selfIntersectingFivePointPolygonIsKeptAsGiven() throws {
        let sink = try XMLFixture.kml(XMLFixture.document(XMLFixture.placemark("""
            <Polygon><outerBoundaryIs><LinearRing><coordinates>0,0 2,2 2,0 0,2 0,0</coordinates></LinearRing></outerBoundaryIs></Polygon>
            """)))
        #expect(sink.features.first?.geometry == .areas([[[XMLFixture.coordinate(0, 0), XMLFixture.coordinate(2, 2), XMLFixture.coordinate(0, 2),
                                                           XMLFixture.coordinate(2, 0), XMLFixture.coordinate(0, 0)]]]))
    }

    @Test func notKMLAndNotWellFormedAreRefusedWithTheLine() {
        #expect(XMLFixture.message { _ = try XMLFixture.kml("<gpx></gpx>") }
                == "test.kml: not valid KML at line 1: the root element is <gpx>, not <kml>")
        let broken = XMLFixture.message { _ = try XMLFixture.kml("<kml>\n<Document>\n<Placemark>\n</Document></kml>") }
        #expect(broken.hasPrefix("test.kml: not valid KML at line 4: not well-formed XML:"), "\(broken)")
    }
}
