/// Where a format reader hands what it found, one feature or one problem at a time (it never holds the file's
/// features itself). `FeatureAssembler` is the real one; tests may collect.
public protocol FeatureSink {
    /// A feature with valid coordinates.
    mutating func add(_ feature: SourceFeature)
    /// A feature the reader had to skip (bad geometry, bad coordinates), with its index and line.
    mutating func skip(_ problem: LoadProblem)
    /// A remark about the file as a whole ("the columns look swapped", "read as Latin-1"), reported once.
    mutating func note(_ text: String)
    /// The features handed over so far when the read has been cancelled, else nil. Readers look at it
    /// between features (cheap: an atomic load) and stop with `PlaceFileError.cancelled`.
    var cancelledAfter: Int? { get }
}

extension FeatureSink {
    /// A sink that does not report notes ignores them.
    public mutating func note(_ text: String) {}
    /// A sink without a `LoadCancellation` is never cancelled.
    public var cancelledAfter: Int? { nil }
}
