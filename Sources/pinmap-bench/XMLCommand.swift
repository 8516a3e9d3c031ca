import ArgumentParser
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import MapCore
import MapData

/// `pinmap-bench xml`: the same generated KML read three ways: libxml2's pull parser (XMLPullParser, events
/// and text only), Foundation's XMLParser (a delegate doing the same work), and the whole KMLReader.
struct XMLCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "xml",
        abstract: "Time XML parsing of a large KML: libxml2 SAX2 push (XMLPullParser) vs Foundation XMLParser (prints JSON)."
    )

    @Option(help: "Placemarks in the generated KML (fixed seed).")
    var places: Int = 200_000

    @Option(help: "Timed runs of each; the median is reported.")
    var runs: Int = 3

    func validate() throws {
        guard places >= 1, runs >= 1 else { throw ValidationError("--places and --runs must be at least 1") }
    }

    func run() throws {
        let bytes = Self.kml(places: places)
        var result: [String: Any] = ["places": places, "kml_bytes": bytes.count, "runs": runs]
        var checks: [String: Int] = [:]
        // Wall time, and this thread's CPU time: on a shared machine the second shows the work without the waiting.
        (result["pull_parser_median_ms"], result["pull_parser_cpu_median_ms"]) = try median { checks["pull"] = try Self.pullCount(bytes) }
        (result["foundation_xmlparser_median_ms"], result["foundation_xmlparser_cpu_median_ms"]) = try median {
            checks["foundation"] = Self.foundationCount(bytes)
        }
        (result["kml_reader_median_ms"], result["kml_reader_cpu_median_ms"]) = try median {
            var sink = CountingSink()
            try KMLReader.read(bytes, source: "bench.kml", into: &sink)
            checks["kml_reader"] = sink.features
        }
        result["elements_pull"] = checks["pull"]; result["elements_foundation"] = checks["foundation"]
        result["features"] = checks["kml_reader"]
        result["peak_rss_mib"] = BenchClock.peakRSSMiB()
        result["load_average"] = SearchCommand.loadAverage()
        let json = try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])
        print(String(decoding: json, as: UTF8.self))
    }

    /// Median wall and CPU milliseconds of `runs` calls.
    private func median(_ body: () throws -> Void) throws -> (Double, Double) {
        var wall: [Double] = [], cpu: [Double] = []
        for _ in 0..<runs {
            let cpu0 = SearchCommand.threadCPU()
            wall.append(try BenchClock.milliseconds(body))
            cpu.append(SearchCommand.threadCPU() - cpu0)
        }
        return ((BenchClock.median(wall) * 10).rounded() / 10, (BenchClock.median(cpu) * 10).rounded() / 10)
    }

    /// Elements seen and text kept (the reader's work without building features).
    static func pullCount(_ bytes: [UInt8]) throws -> Int {
        let parser = try XMLPullParser(bytes: bytes)
        var elements = 0, characters = 0
        while let event = try parser.next() {
            switch event {
            case .start: elements += 1
            case .text(let text, _): characters &+= text.utf8.count
            case .end: continue
            }
        }
        return characters < 0 ? -1 : elements
    }

    static func foundationCount(_ bytes: [UInt8]) -> Int {
        let counter = ElementCounter()
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        parser.delegate = counter
        _ = parser.parse()
        return counter.characters < 0 ? -1 : counter.elements
    }

    /// A My Maps-like KML: two folders, each placemark with a name, an HTML description, ExtendedData and a point.
    static func kml(places: Int) -> [UInt8] {
        var random = SplitMix64(seed: 25)
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<kml xmlns=\"http://www.opengis.net/kml/2.2\"><Document><name>Bench</name>\n"
        text += "<Style id=\"s\"><IconStyle><color>ffd18802</color></IconStyle></Style>\n"
        for folder in 0..<2 {
            text += "<Folder><name>Folder \(folder)</name>\n"
            for index in stride(from: folder, to: places, by: 2) {
                let lat = 59 + random.unit() * 2, lon = 24 + random.unit() * 2
                text += "<Placemark><name>Place \(index)</name><styleUrl>#s</styleUrl>"
                text += "<description><![CDATA[Open daily<br><a href=\"https://example.org/\(index)\">site</a>]]></description>"
                text += "<ExtendedData><Data name=\"rating\"><value>\(index % 5)</value></Data></ExtendedData>"
                text += "<Point><coordinates>\(String(format: "%.6f,%.6f", lon, lat)),0</coordinates></Point></Placemark>\n"
            }
            text += "</Folder>\n"
        }
        text += "</Document></kml>\n"
        return Array(text.utf8)
    }
}

private struct CountingSink: FeatureSink {
    var features = 0
    mutating func add(_ feature: SourceFeature) { features += 1 }
    mutating func skip(_ problem: LoadProblem) {}
}

private final class ElementCounter: NSObject, XMLParserDelegate {
    var elements = 0
    var characters = 0
    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        elements += 1
    }
    func parser(_ parser: XMLParser, foundCharacters string: String) { characters &+= string.utf8.count }
    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) { characters &+= CDATABlock.count }
}
