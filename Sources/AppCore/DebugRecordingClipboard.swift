/// A clipboard that tells the debug snapshot each text it puts there.
@MainActor
public final class DebugRecordingClipboard: ClipboardWriting {
    private let inner: any ClipboardWriting
    private let snapshot: DebugSnapshot

    public init(_ inner: any ClipboardWriting, into snapshot: DebugSnapshot) {
        self.inner = inner
        self.snapshot = snapshot
    }

    public func copy(text: String) {
        inner.copy(text: text)
        snapshot.copied(text)
    }
}
