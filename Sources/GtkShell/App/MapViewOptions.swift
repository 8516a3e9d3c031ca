/// The map implementations Preferences offers, as `Sources/pinmap` describes them: the shell names none itself.
public struct MapViewOptions: Sendable, Equatable {
    public struct Option: Sendable, Equatable {
        /// What state.json keeps (`MapViewSetting.named`).
        public let name: String
        /// What the row shows.
        public let title: String

        public init(name: String, title: String) { self.name = name; self.title = title }
    }

    public let options: [Option]
    /// The one this window embeds.
    public let running: String

    public init(options: [Option], running: String) { self.options = options; self.running = running }

    /// The row's selection: the saved choice when it is one of `options`, else the running map.
    public func selectedIndex(saved: String?) -> Int {
        options.firstIndex { $0.name == saved } ?? options.firstIndex { $0.name == running } ?? 0
    }
}
