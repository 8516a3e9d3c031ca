import Foundation
import MapCore

/// The one entry point for places files of every format: reads the file, tells the format from its content
/// (`PlaceFileFormat.sniff`), has that format's reader hand its features to a `FeatureAssembler`, and returns
/// the places, shapes, categories and report.
public enum PlaceFileLoader {
    /// The largest places file read: a million GeoJSON places are about 330 MB.
    public static let maxFileBytes = 512 << 20

    /// Loads a file. - Complexity: O(file size).
    public static func load(contentsOf url: URL, catalog categories: [PlaceCategory] = [],
                            options: PlaceFileOptions = PlaceFileOptions(),
                            cancellation: LoadCancellation? = nil) throws(PlaceFileError) -> LoadedPlaces {
        let path = url.path
        let file: FileBuffer
        // The pages the reader has passed go back, so the file is not held whole beside its places.
        do { file = try RegularFile.buffer(atPath: path, limit: maxFileBytes) } catch {
            switch error {
            case .notFound: throw .fileNotFound(path: path)
            case .tooLarge: throw .tooLarge(path: path, detail: error.description)
            default: throw .unreadable(path: path, reason: error.description)
            }
        }
        if let cancellation, cancellation.isCancelled { throw .cancelled(path: path, featuresRead: 0) }
        return try load(ByteWindow(file: file), name: path, catalog: categories, options: options, cancellation: cancellation)
    }

    /// Loads in-memory bytes; `name` names them in messages and its extension breaks ties in sniffing.
    /// Total: any bytes give places or a thrown error. `cancellation` stops the reader part-way
    /// (`PlaceFileError.cancelled`) and hears its progress.
    public static func load(bytes: [UInt8], name: String, catalog categories: [PlaceCategory] = [],
                            options: PlaceFileOptions = PlaceFileOptions(),
                            cancellation: LoadCancellation? = nil) throws(PlaceFileError) -> LoadedPlaces {
        try load(bytes: bytes, name: name, catalog: categories, options: options, cancellation: cancellation,
                 pipelineMinBytes: pipelineMinBytes)
    }

    /// `pipelineMinBytes`, `splitMinBytes`: tests and fuzzers read small inputs through the pipeline and the split
    /// readers too.
    static func load(bytes: [UInt8], name: String, catalog categories: [PlaceCategory] = [],
                     options: PlaceFileOptions = PlaceFileOptions(), cancellation: LoadCancellation? = nil,
                     pipelineMinBytes: Int, splitMinBytes: Int = Self.splitMinBytes) throws(PlaceFileError) -> LoadedPlaces {
        try ByteWindow.with(bytes) { window throws(PlaceFileError) in
            try load(window, name: name, catalog: categories, options: options, cancellation: cancellation,
                     pipelineMinBytes: pipelineMinBytes, splitMinBytes: splitMinBytes)
        }
    }

    private static func load(_ bytes: ByteWindow, name: String, catalog categories: [PlaceCategory],
                             options: PlaceFileOptions, cancellation: LoadCancellation?,
                             pipelineMinBytes: Int = Self.pipelineMinBytes,
                             splitMinBytes: Int = Self.splitMinBytes) throws(PlaceFileError) -> LoadedPlaces {
        let format = try PlaceFileFormat.sniff(bytes, name: name)
        guard format == .kmz else {
            return try load(bytes, format: format, name: name, source: name, catalog: categories, options: options,
                            cancellation: cancellation, pipelineMinBytes: pipelineMinBytes, splitMinBytes: splitMinBytes)
        }
        // A KMZ is its KML, inflated in memory once: read as that KML by its own size (split, pipelined or direct).
        let document = try KMZReader.document(of: bytes.array(bytes.indices), source: name)
        return try ByteWindow.with(document.bytes) { window throws(PlaceFileError) in
            try load(window, format: .kml, name: name, source: document.source, catalog: categories, options: options,
                     cancellation: cancellation, pipelineMinBytes: pipelineMinBytes, splitMinBytes: splitMinBytes)
        }
    }

    /// Reads `bytes` as `format`; `source` names them in the readers' messages (a KMZ's "trip.kmz/doc.kml"), `name`
    /// in the result.
    private static func load(_ bytes: ByteWindow, format: PlaceFileFormat, name: String, source: String,
                             catalog categories: [PlaceCategory], options: PlaceFileOptions, cancellation: LoadCancellation?,
                             pipelineMinBytes: Int, splitMinBytes: Int) throws(PlaceFileError) -> LoadedPlaces {
        func assembler() -> FeatureAssembler {
            var assembler = FeatureAssembler(catalog: categories, options: options)
            assembler.cancellation = cancellation
            assembler.reserveCapacity(estimatedFeatures(bytes, format: format))
            return assembler
        }
        // A large CSV or GeoJSON is read in two parts, one per core, joined to what one reader gives.
        if bytes.count >= splitMinBytes, format == .csv || format == .geojson {
            var first = assembler()
            if format == .csv {
                try CSVSplitReader.read(bytes, source: source, into: &first, split: .init(minBytes: splitMinBytes))
            } else {
                try GeoJSONSplitReader.read(bytes, source: source, into: &first, split: .init(minBytes: splitMinBytes))
            }
            return first.result(source: name)
        }
        // A large GPX or KML file too, when its boundary holds; else it is read on one thread below.
        if bytes.count >= splitMinBytes, format == .gpx {
            var first = assembler()
            if try GPXSplitReader.read(bytes, source: source, into: &first, split: .init(minBytes: splitMinBytes)) {
                return first.result(source: name)
            }
        }
        if bytes.count >= splitMinBytes, format == .kml {
            var first = assembler()
            if try KMLSplitReader.read(bytes, source: source, into: &first, split: .init(minBytes: splitMinBytes)) {
                return first.result(source: name)
            }
        }
        guard bytes.count >= pipelineMinBytes, Self.pipelined.contains(format) else {
            var direct = assembler()
            try read(format, bytes, name: source, into: &direct)
            return direct.result(source: name)
        }
        // The reader on this thread, the assembler on another: both cores at work on one file. The assembler is
        // made in the call, so no second copy holds its reserved arrays (the thread's first append would copy them).
        var pipeline = FeaturePipeline(assembler())
        do {
            try read(format, bytes, name: source, into: &pipeline)
        } catch {
            _ = pipeline.finish()
            throw error
        }
        return pipeline.finish().result(source: name)
    }

    /// The formats whose reader outweighs the assembler (the XML walkers): a 1M-waypoint GPX 4.9 -> 3.5 s, a 1M-placemark
    /// KML 9.7 -> 8.6 s. The CSV and GeoJSON readers hand over features the assembler takes in about the time they
    /// took to read: pipelined they gained nothing and cost a second of CPU (features no longer reuse buffers).
    static let pipelined: Set<PlaceFileFormat> = [.kml, .kmz, .gpx]

    /// CSV, GeoJSON, GPX and KML files from this size on are read in two parts at once (`CSVSplitReader`,
    /// `GeoJSONSplitReader`, `GPXSplitReader`, `KMLSplitReader`);
    /// a smaller one is not worth a thread.
    public static let splitMinBytes = 8 << 20

    /// Files from this size on are read through a `FeaturePipeline`; a small one is not worth a thread.
    static let pipelineMinBytes = 4 << 20

    private static func read(_ format: PlaceFileFormat, _ bytes: ByteWindow, name: String,
                             into sink: inout some FeatureSink) throws(PlaceFileError) {
        switch format {
        case .geojson: try GeoJSONFeatureReader.read(bytes, source: name, into: &sink)
        case .csv: try CSVReader.read(bytes, source: name, into: &sink)
        case .kml: try KMLReader.read(bytes, source: name, into: &sink)
        case .kmz: try KMZReader.read(bytes.array(bytes.indices), source: name, into: &sink)
        case .gpx: try GPXReader.read(bytes, source: name, into: &sink)
        }
    }

    /// Most features reserved ahead (a hostile file full of newlines reserves this, not its line count).
    static let maxReserved = 1 << 21

    /// About how many features `bytes` hold, from a marker each feature has once (a CSV row's line break, a
    /// GeoJSON `"Feature"`, a KML `<Placemark`, a GPX `<wpt`); 0 for a KMZ. - Complexity: O(file size).
    static func estimatedFeatures(_ bytes: [UInt8], format: PlaceFileFormat) -> Int {
        ByteWindow.with(bytes) { estimatedFeatures($0, format: format) }
    }

    static func estimatedFeatures(_ bytes: ByteWindow, format: PlaceFileFormat) -> Int {
        let marker: String
        switch format {
        case .csv: marker = "\n"
        case .geojson: marker = "\"Feature\""
        case .kml: marker = "<Placemark"
        case .gpx: marker = "<wpt"
        case .kmz: return 0
        }
        guard bytes.count >= sampledFrom else { return ByteCount.occurrences(of: Array(marker.utf8), in: bytes, limit: maxReserved) }
        // A large file is sampled, eight 1 MiB windows spread over it scaled to its size: the whole scan was 12 ms of a
        // 200 MB file's load, before either part of a split read could start.
        let windows = 8, window = 1 << 20
        var found = 0
        for k in 0..<windows {
            let start = (bytes.count - window) / (windows - 1) * k
            found += ByteCount.occurrences(of: Array(marker.utf8), in: bytes, range: start..<start + window, limit: .max)
        }
        return min(maxReserved, Int(Double(found) * Double(bytes.count) / Double(windows * window)))
    }

    /// From this size on the estimate is sampled.
    static let sampledFrom = 64 << 20
}
