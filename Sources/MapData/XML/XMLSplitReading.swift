/// A reader of large XML files in two parts (`GPXSplitReader`, `KMLSplitReader`; see `XMLLaterPart`).
protocol XMLSplitReading {
    /// Reads `bytes` in two parts into `first`. False when the file is to be read on one thread instead (too small,
    /// no boundary, or a split that did not hold); `first` is then part-filled, to be dropped.
    static func read(_ bytes: ByteWindow, source: String, into first: inout FeatureAssembler,
                     split: XMLSplit) throws(PlaceFileError) -> Bool
}

extension XMLSplitReading {
    /// Reads an array's bytes in two parts into `first`, splitting from `minBytes` on at `firstShare` of them (tests
    /// and the fuzzer split small inputs anywhere); false when they are to be read on one thread instead.
    static func readArray(_ bytes: [UInt8], source: String, into first: inout FeatureAssembler, minBytes: Int,
                          firstShare: Double) throws(PlaceFileError) -> Bool {
        try ByteWindow.with(bytes) { window throws(PlaceFileError) in
            try read(window, source: source, into: &first, split: .anywhere(minBytes: minBytes, firstShare: firstShare))
        }
    }
}
