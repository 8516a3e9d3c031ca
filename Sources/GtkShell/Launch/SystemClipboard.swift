import AppCore

/// The display's clipboard (GdkClipboard).
@MainActor
public final class SystemClipboard: ClipboardWriting {
    public init() {}
    public func copy(text: String) { AppGIO.copyToClipboard(text) }
}
