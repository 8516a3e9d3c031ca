/// Why an area download did not complete; each says what was kept (a resumable partial download or nothing).
public enum DownloadError: Error, Equatable, Sendable, CustomStringConvertible {
    case badRequest(String)
    case tooManyTiles(count: Int, hint: String)
    /// Another process holds the lock of the same destination.
    case busy(String)
    case source(String)
    /// Fetching a tile failed; the tiles fetched so far are kept and a rerun resumes.
    case interrupted(String)
    /// Writing failed (disk full, permissions); `kept` says whether the partial download was kept to resume.
    case write(String, kept: Bool)
    case cancelled

    public var description: String {
        switch self {
        case .badRequest(let why): why
        case .tooManyTiles(let count, let hint): "the area has \(count) tiles, more than \(DownloadPlan.maxTiles): \(hint)"
        case .busy(let why): why
        case .source(let why): why
        case .interrupted(let why): "\(why); the tiles fetched so far are kept: run the same command again to resume"
        case .write(let why, let kept):
            kept ? "\(why); the partial download is kept: free space and run the same command again to resume"
                 : "\(why); the partial download was removed"
        case .cancelled: "cancelled; the tiles fetched so far are kept: run the same command again to resume"
        }
    }
}
