/// What "Open in…" should do with the enabled targets.
public enum LinkChoice: Hashable, Sendable {
    /// Exactly one target is available: open it without asking.
    case direct(LinkTarget)
    /// Two or more: let the user pick, in this order.
    case chooser([LinkTarget])
    /// Nothing enabled or installed: hide or disable the action.
    case none
}
