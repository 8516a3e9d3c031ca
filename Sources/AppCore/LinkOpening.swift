import DeepLinks

/// Opens links outside the app (the GTK shell uses xdg-open as argv, then GIO). Fakes record in tests.
@MainActor
public protocol LinkOpening: AnyObject {
    /// Opens `url`, with `app` when given (a geo: handler) or the default handler; reports the outcome on the main thread.
    func open(_ url: LaunchableURL, with app: DesktopMapApp?, completion: @escaping @MainActor (LaunchError?) -> Void)
}
