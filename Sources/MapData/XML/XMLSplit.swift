/// Where and whether a large XML file is read in two parts (`GPXSplitReader`, `KMLSplitReader`), and the readers'
/// limits; tests and the fuzzer choose their own.
struct XMLSplit {
    /// Smaller files are read on one thread.
    var minBytes = PlaceFileLoader.splitMinBytes
    /// The first part's share: the later part first scans the bytes before the boundary.
    var firstShare = 0.5
    /// The later part's places per chunk (see `FeatureAssembler.chunkSize`).
    var chunkSize = 1 << 16
    var limits = XMLLimits.standard
    /// GPX: the most points kept per track (`PointThinner`).
    var pointCap = PointThinner.standardCap

    /// The options the public array entry points use: any size splits, at `firstShare`, in small chunks.
    static func anywhere(minBytes: Int, firstShare: Double) -> XMLSplit {
        XMLSplit(minBytes: minBytes, firstShare: firstShare, chunkSize: 3)
    }

    /// Whether `bytes` may be split, and the offset at or after which its boundary is looked for.
    func searchStart(_ bytes: ByteWindow, headEnd: Int) -> Int? {
        guard bytes.count >= minBytes, bytes.count <= limits.documentBytes else { return nil }
        return max(headEnd, Int(Double(bytes.count) * firstShare))
    }
}
