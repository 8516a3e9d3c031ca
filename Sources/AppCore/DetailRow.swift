import DeepLinks

/// One line of a place's details, ready to show: formatted, capped, with a link when the value is a safe one.
public struct DetailRow: Hashable, Sendable {
    /// Stable name for controls and tests: "address", "opening-hours", "cuisine", "phone", "website",
    /// "coordinates", or "extra-<key>".
    public var id: String
    public var label: String
    /// What the popover shows: at most `CappedText.valueLimit` characters and `valueLineLimit` lines, ending in "…" when cut.
    public var shown: String
    /// The whole value for "Show all"; nil when `shown` is all of it.
    public var full: String?
    /// Opens when the value is clicked (a website or phone number); nil for plain text.
    public var link: LaunchableURL?
    /// Open or closed now, for opening hours Pinmap understands; nil otherwise.
    public var status: OpeningHours.Status?

    public init(id: String, label: String, value: String, link: LaunchableURL? = nil, status: OpeningHours.Status? = nil) {
        self.id = id
        self.label = CappedText(label, limit: CappedText.labelLimit).shown
        let capped = CappedText(value, limit: CappedText.valueLimit, lines: CappedText.valueLineLimit)
        shown = capped.shown
        full = capped.isCut ? value : nil
        // A cut link would open something else than it shows.
        self.link = capped.isCut ? nil : link
        self.status = status
    }
}
