/// KMZ (a zip holding a KML, as Google Earth saves it): the entry named `doc.kml` (in any folder), else the
/// first `.kml`, read into memory and handed to `KMLReader`. Nothing is extracted to disk. The entry is
/// refused while inflating once it passes 512 MiB, or 100 times the archive's size past the first MiB.
public enum KMZReader {
    /// The most an entry may inflate to, in bytes.
    public static let inflateCap = 512 << 20
    /// The most an entry may inflate relative to the whole archive's size.
    public static let inflateRatio = 100
    /// Below this many inflated bytes the ratio is not checked (a tiny zip of a small KML may compress 200×).
    public static let ratioFloor = 1 << 20
    /// Entries listed at most.
    static let entryLimit = 10_000

    /// Reads `bytes` (a whole .kmz file) into `sink`; `source` names the file in errors.
    public static func read(_ bytes: [UInt8], source: String, into sink: inout some FeatureSink) throws(PlaceFileError) {
        try read(bytes, source: source, cap: inflateCap, into: &sink)
    }

    static func read(_ bytes: [UInt8], source: String, cap: Int, into sink: inout some FeatureSink) throws(PlaceFileError) {
        let document = try document(of: bytes, source: source, cap: cap)
        try KMLReader.read(document.bytes, source: document.source, into: &sink)
    }

    /// The KML inside, inflated in memory, and its name in messages ("trip.kmz/doc.kml").
    static func document(of bytes: [UInt8], source: String, cap: Int = inflateCap) throws(PlaceFileError) -> (bytes: [UInt8], source: String) {
        let names: [String]
        let index: Int
        let document: [UInt8]
        do {
            names = try ZipMemoryArchive.entryNames(of: bytes, limit: entryLimit)
            guard let chosen = chooseEntry(names) else {
                let shown = names.prefix(5).joined(separator: ", ") + (names.count > 5 ? ", …" : "")
                throw PlaceFileError.malformed(path: source, format: "KMZ", line: nil,
                                               detail: "no .kml file inside (\(names.isEmpty ? "the zip is empty" : shown))")
            }
            index = chosen
            document = try ZipMemoryArchive.contents(of: bytes, entryAt: index, cap: cap, ratio: inflateRatio, ratioFloor: ratioFloor)
        } catch let error as PlaceFileError {
            throw error
        } catch let error as ZipReadError {
            switch error {
            case .notAZip(let reason): throw .malformed(path: source, format: "KMZ", line: nil, detail: "not a zip archive: \(reason)")
            case .corrupt(let reason): throw .malformed(path: source, format: "KMZ", line: nil, detail: "damaged zip: \(reason)")
            case .tooManyEntries(let limit): throw .tooLarge(path: source, detail: "more than \(limit) entries in the zip")
            case .tooLarge(let detail): throw .refused(path: source, detail: "the KML inside \(detail)")
            }
        } catch {
            throw .malformed(path: source, format: "KMZ", line: nil, detail: "\(error)")
        }
        return (document, "\(source)/\(names[index])")
    }

    /// The index of `doc.kml` in any folder (any case), else of the first name ending in `.kml`.
    static func chooseEntry(_ names: [String]) -> Int? {
        let lowered = names.map { $0.lowercased() }
        if let doc = lowered.firstIndex(where: { $0 == "doc.kml" || $0.hasSuffix("/doc.kml") }) { return doc }
        return lowered.firstIndex { $0.hasSuffix(".kml") }
    }
}
