import DeepLinks

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

/// Opens links outside the app (the GTK shell uses xdg-open as argv, then GIO). Fakes record in tests.
@MainActor
public protocol LinkOpening: AnyObject {
    /// Opens `url`, with `app` when given (a geo: handler) or the default handler; reports the outcome on the main thread.
    func open(_ url: LaunchableURL, with app: DesktopMapApp?, completion: @escaping @MainActor (LaunchError?) -> Void)
}

/// Puts text on the system clipboard.
@MainActor
public protocol ClipboardWriting: AnyObject {
    func copy(text: String)
}
