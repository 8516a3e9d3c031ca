/// Why a link could not be opened.
public enum LaunchError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing on the system handles the link's scheme.
    case noHandler(String)
    /// A handler was found but starting it failed.
    case failed(String)

    public var description: String {
        switch self {
        case .noHandler(let why): return "no application handles the link (\(why))"
        case .failed(let why): return "opening the link failed (\(why))"
        }
    }
}
