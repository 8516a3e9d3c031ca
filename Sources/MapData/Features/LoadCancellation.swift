import Synchronization

/// Stops a places file being read: set from any thread (a layer removed while it loads), read by the format
/// readers every `checkEvery` features, which then throw `PlaceFileError.cancelled`. It can also report
/// progress, the features read so far, on the reading thread.
public final class LoadCancellation: Sendable {
    private let flag = Atomic<Bool>(false)
    /// Features between two looks at the flag (and two progress reports); a power of two.
    public let checkEvery: Int
    private let onProgress: (@Sendable (Int) -> Void)?

    /// - Parameter checkEvery: rounded up to a power of two, at least 1.
    public init(checkEvery: Int = 4096, onProgress: (@Sendable (_ featuresRead: Int) -> Void)? = nil) {
        var n = 1
        while n < checkEvery { n <<= 1 }
        self.checkEvery = n; self.onProgress = onProgress
    }

    /// Asks the reader to stop at its next check. Safe from any thread.
    public func cancel() { flag.store(true, ordering: .relaxed) }

    public var isCancelled: Bool { flag.load(ordering: .relaxed) }

    /// Called by the sink with its running feature count: reports progress every `checkEvery` features.
    func progress(_ featuresRead: Int) {
        if featuresRead & (checkEvery - 1) == 0 { onProgress?(featuresRead) }
    }
}
