/// A weak reference carried through background work and dereferenced only back on the main context
/// (after `MainContext.post`), where its object lives. That confinement is why it may be marked Sendable.
final class MainContextRef<T: AnyObject>: @unchecked Sendable {
    private weak var object: T?
    init(_ object: T) { self.object = object }
    /// Main context only.
    var value: T? { object }
}
