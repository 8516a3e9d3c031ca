import Foundation
import MapCore
@testable import MapData

/// A FeatureSink that keeps what a reader hands it, for the reader tests (FeatureAssembler lives on the
/// `formats` branch).
struct CollectingSink: FeatureSink {
    var features: [SourceFeature] = []
    var problems: [LoadProblem] = []

    mutating func add(_ feature: SourceFeature) { features.append(feature) }
    mutating func skip(_ problem: LoadProblem) { problems.append(problem) }

    /// The value of `key` in the feature at `index`.
    func property(_ key: String, of index: Int) -> String? {
        features[index].properties.first { $0.key == key }?.value
    }
}

enum XMLFixture {
    static func kml(_ text: String, source: String = "test.kml") throws(PlaceFileError) -> CollectingSink {
        var sink = CollectingSink()
        try KMLReader.read(Array(text.utf8), source: source, into: &sink)
        return sink
    }

    static func gpx(_ text: String, source: String = "test.gpx") throws(PlaceFileError) -> CollectingSink {
        var sink = CollectingSink()
        try GPXReader.read(Array(text.utf8), source: source, into: &sink)
        return sink
    }

    /// A KML document around `body`, with the KML and gx namespaces.
    static func document(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2">
        <Document>
        \(body)
        </Document>
        </kml>
        """
    }

    static func placemark(_ geometry: String, name: String = "P") -> String {
        "<Placemark><name>\(name)</name>\(geometry)</Placemark>"
    }

    /// The message of the error `body` throws, or "no error".
    static func message(_ body: () throws -> Void) -> String {
        do { try body(); return "no error" } catch { return "\(error)" }
    }

    static func coordinate(_ latitude: Double, _ longitude: Double) -> Coordinate {
        try! Coordinate(latitude: latitude, longitude: longitude)
    }
}

/// Zip files made by Python's zipfile (the tests' own writer; Pinmap only reads zips).
enum ZipFixture {
    /// Writes `entries` (name, text) to a zip at `url`, deflated.
    static func make(_ url: URL, entries: [(String, String)]) throws {
        let pairs = try JSONSerialization.data(withJSONObject: entries.map { [$0.0, $0.1] })
        let script = """
        import json, sys, zipfile
        with zipfile.ZipFile(sys.argv[1], 'w', zipfile.ZIP_DEFLATED) as z:
            for name, text in json.loads(sys.argv[2]):
                z.writestr(zipfile.ZipInfo(name), text.encode('utf-8'), zipfile.ZIP_DEFLATED)
        """
        try python(script, [url.path, String(decoding: pairs, as: UTF8.self)])
    }

    /// A zip whose `doc.kml` is a KML header followed by `megabytes` MiB of spaces, streamed (never in memory),
    /// then `paddingMegabytes` MiB of random bytes stored as `photo.jpg` (to make the archive itself large).
    /// `lying` rewrites doc.kml's declared size to 1,000 bytes, so only inflating can find it out.
    static func bomb(_ url: URL, megabytes: Int, paddingMegabytes: Int, lying: Bool = true) throws {
        let script = """
        import os, struct, sys, zipfile
        with zipfile.ZipFile(sys.argv[1], 'w') as z:
            if int(sys.argv[3]) > 0:
                z.writestr(zipfile.ZipInfo('photo.jpg'), os.urandom(int(sys.argv[3]) << 20), zipfile.ZIP_STORED)
            info = zipfile.ZipInfo('doc.kml')
            info.compress_type = zipfile.ZIP_DEFLATED
            with z.open(info, 'w') as f:
                f.write(b'<kml xmlns="http://www.opengis.net/kml/2.2"><Document>')
                block = b' ' * (1 << 20)
                for _ in range(int(sys.argv[2])):
                    f.write(block)
                f.write(b'</Document></kml>')
        if sys.argv[4] == '1':
            data = bytearray(open(sys.argv[1], 'rb').read())
            for signature, name_length_at, name_at, size_at in ((b'PK\\x01\\x02', 28, 46, 24), (b'PK\\x03\\x04', 26, 30, 22)):
                i = data.find(signature)
                while i != -1:
                    n = struct.unpack('<H', data[i + name_length_at:i + name_length_at + 2])[0]
                    if data[i + name_at:i + name_at + n] == b'doc.kml':
                        struct.pack_into('<I', data, i + size_at, 1000)
                    i = data.find(signature, i + 4)
            open(sys.argv[1], 'wb').write(data)
        """
        try python(script, [url.path, String(megabytes), String(paddingMegabytes), lying ? "1" : "0"])
    }

    private static func python(_ script: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script] + arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
    }
}
