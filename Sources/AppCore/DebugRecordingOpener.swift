import DeepLinks

/// A link opener that tells the debug snapshot each URL before handing it on (the store never records launches).
@MainActor
public final class DebugRecordingOpener: LinkOpening {
    private let inner: any LinkOpening
    private let snapshot: DebugSnapshot

    public init(_ inner: any LinkOpening, into snapshot: DebugSnapshot) {
        self.inner = inner
        self.snapshot = snapshot
    }

    public func open(_ url: LaunchableURL, with app: DesktopMapApp?, completion: @escaping @MainActor (LaunchError?) -> Void) {
        snapshot.launched(url.string)
        inner.open(url, with: app, completion: completion)
    }
}
