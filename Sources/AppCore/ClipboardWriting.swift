/// Puts text on the system clipboard.
@MainActor
public protocol ClipboardWriting: AnyObject {
    func copy(text: String)
}
