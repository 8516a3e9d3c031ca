import DeepLinks

/// The real link opener and clipboard, wrapped so the debug snapshot hears each URL launched and text copied
/// (the store records neither).
@MainActor
public final class DebugRecorder: LinkOpening, ClipboardWriting {
    private let opener: any LinkOpening
    private let clipboard: any ClipboardWriting
    private let snapshot: DebugSnapshot

    public init(opener: any LinkOpening, clipboard: any ClipboardWriting, into snapshot: DebugSnapshot) {
        self.opener = opener
        self.clipboard = clipboard
        self.snapshot = snapshot
    }

    public func open(_ url: LaunchableURL, with app: DesktopMapApp?, completion: @escaping @MainActor (LaunchError?) -> Void) {
        snapshot.launched(url.string)
        opener.open(url, with: app, completion: completion)
    }

    public func copy(text: String) {
        clipboard.copy(text: text)
        snapshot.copied(text)
    }
}
