import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import MapCore
@testable import MapData

/// Reads exported files back with parsers other than the writers' (MapData's JSON parser, Foundation's XMLParser,
/// a plain RFC 4180 splitter), so a test sees what any reader would.
enum ExportReadBack {
    static func write(_ export: PlaceExport, as format: ExportFormat) throws -> (bytes: [UInt8], summary: ExportSummary) {
        let (stream, bytes) = ExportStream.collecting()
        let summary = try format.write(export, to: stream)
        return (bytes(), summary)
    }

    /// The features of a GeoJSON FeatureCollection, with every property in order.
    static func geoJSON(_ bytes: [UInt8]) throws -> [ExportedFeature] {
        let root = try JSONParser.parse(Data(bytes))
        return (root.objectValue?["features"]?.arrayValue ?? []).map { value in
            let feature = value.objectValue!
            let properties = feature["properties"]!.objectValue!
            let geometry = feature["geometry"]!.objectValue!
            var f = ExportedFeature(title: properties["name"]!.stringValue!, category: properties["category"]!.stringValue!,
                                    properties: properties.members.dropFirst(2).map { PlaceProperty(key: $0.key, value: $0.value.stringValue!) })
            if geometry["type"]?.stringValue == "Point", let c = geometry["coordinates"]?.arrayValue {
                f.longitude = c[0].numberValue; f.latitude = c[1].numberValue
            }
            return f
        }
    }

    /// RFC 4180 records (quoted fields may hold commas, quotes and line breaks); CRLF or LF ends a record.
    static func csvRecords(_ text: String) -> [[String]] {
        var records: [[String]] = [], record: [String] = [], field = ""
        var quoted = false, afterQuote = false
        var scalars = text.unicodeScalars.makeIterator()
        while let s = scalars.next() {
            if quoted {
                if s == "\"" { quoted = false; afterQuote = true } else { field.unicodeScalars.append(s) }
                continue
            }
            switch s {
            case "\"": if afterQuote { field += "\"" }; quoted = true; afterQuote = false
            case ",": record.append(field); field = ""; afterQuote = false
            case "\r": afterQuote = false
            case "\n": record.append(field); records.append(record); record = []; field = ""; afterQuote = false
            default: field.unicodeScalars.append(s); afterQuote = false
            }
        }
        if !field.isEmpty || !record.isEmpty { record.append(field); records.append(record) }
        return records
    }

    /// The places of a CSV export: fixed columns, then one property per non-empty cell (formula guards undone).
    static func csv(_ bytes: [UInt8]) -> (header: [String], features: [ExportedFeature]) {
        let records = csvRecords(String(decoding: bytes, as: UTF8.self))
        guard let header = records.first?.map(CSVCell.unescapedFormula) else { return ([], []) }
        let features = records.dropFirst().map { row in
            var f = ExportedFeature(title: CSVCell.unescapedFormula(row[0]), category: CSVCell.unescapedFormula(row[1]),
                                    latitude: Double(row[2]), longitude: Double(row[3]), properties: [])
            for (key, cell) in zip(header.dropFirst(4), row.dropFirst(4)) where !cell.isEmpty {
                f.properties.append(PlaceProperty(key: key, value: CSVCell.unescapedFormula(cell)))
            }
            return f
        }
        return (header, features)
    }

    /// An element tree from Foundation's XMLParser (entities and external DTDs off).
    final class Element {
        let name: String
        let attributes: [String: String]
        var children: [Element] = []
        var text = ""
        init(name: String, attributes: [String: String]) { self.name = name; self.attributes = attributes }

        func child(_ name: String) -> Element? { children.first { $0.name == name } }
        func all(_ name: String) -> [Element] { children.filter { $0.name == name } }
        /// Every descendant named `name`, depth first.
        func descendants(_ name: String) -> [Element] {
            children.flatMap { ($0.name == name ? [$0] : []) + $0.descendants(name) }
        }
    }

    struct XMLError: Error, CustomStringConvertible { let description: String }

    private final class TreeBuilder: NSObject, XMLParserDelegate {
        var stack: [Element] = [Element(name: "#document", attributes: [:])]
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            let e = Element(name: qualifiedName ?? name, attributes: attributes)
            stack.last!.children.append(e)
            stack.append(e)
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { stack.last!.text += string }
    }

    static func xml(_ bytes: [UInt8]) throws -> Element {
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        let builder = TreeBuilder()
        parser.delegate = builder
        guard parser.parse() else {
            throw XMLError(description: "not well-formed: \(parser.parserError.map { "\($0)" } ?? "?") at line \(parser.lineNumber)")
        }
        return builder.stack[0]
    }

    /// KML placemarks with their folder's name as the category.
    static func kml(_ bytes: [UInt8]) throws -> [ExportedFeature] {
        let root = try xml(bytes)
        return root.descendants("Folder").flatMap { folder in
            folder.all("Placemark").map { placemark in
                var f = ExportedFeature(title: placemark.child("name")?.text ?? "", category: folder.child("name")?.text ?? "",
                                        properties: (placemark.child("ExtendedData")?.all("Data") ?? []).map {
                                            PlaceProperty(key: $0.attributes["name"] ?? "", value: $0.child("value")?.text ?? "")
                                        })
                if let text = placemark.child("Point")?.child("coordinates")?.text {
                    let parts = text.split(separator: ",").map { Double($0) }
                    f.longitude = parts[0]; f.latitude = parts[1]
                }
                return f
            }
        }
    }

    /// GPX waypoints: name, type as the category, the known elements and the extension properties.
    static func gpx(_ bytes: [UInt8]) throws -> [ExportedFeature] {
        let root = try xml(bytes)
        return (root.child("gpx")?.all("wpt") ?? []).map { wpt in
            var f = ExportedFeature(title: wpt.child("name")?.text ?? "", category: wpt.child("type")?.text ?? "",
                                    latitude: wpt.attributes["lat"].flatMap(Double.init),
                                    longitude: wpt.attributes["lon"].flatMap(Double.init), properties: [])
            for e in wpt.children {
                switch e.name {
                case "ele", "time", "cmt", "desc", "sym": f.properties.append(PlaceProperty(key: e.name, value: e.text))
                case "link": f.properties.append(PlaceProperty(key: "link", value: e.attributes["href"] ?? ""))
                case "extensions":
                    for p in e.all("pinmap:property") { f.properties.append(PlaceProperty(key: p.attributes["key"] ?? "", value: p.text)) }
                default: break
                }
            }
            return f
        }
    }
}
