/// Which "Open in…" targets the user wants. Stored with the app's settings.
public struct LinkPreferences: Hashable, Sendable, Codable {
    /// Ids of enabled targets ("osm", "google", …, "geo:<desktop-id>").
    public var enabledTargetIDs: Set<String>
    /// When true every installed geo: app is offered, including ones installed later.
    public var includesAllDesktopApps: Bool

    public init(enabledTargetIDs: Set<String>, includesAllDesktopApps: Bool) {
        self.enabledTargetIDs = enabledTargetIDs
        self.includesAllDesktopApps = includesAllDesktopApps
    }

    /// Every web target and every desktop app.
    public static let `default` = LinkPreferences(enabledTargetIDs: Set(LinkTarget.webTargets.map(\.id)),
                                                  includesAllDesktopApps: true)

    /// Whether `target` is switched on.
    public func isEnabled(_ target: LinkTarget) -> Bool {
        if target.desktopApp != nil, includesAllDesktopApps { return true }
        return enabledTargetIDs.contains(target.id)
    }

    /// Switches `target` on or off (a desktop app switched off also stops `includesAllDesktopApps`).
    public mutating func set(_ target: LinkTarget, enabled: Bool, desktopApps: [DesktopMapApp]) {
        if !enabled, target.desktopApp != nil, includesAllDesktopApps {
            // Freeze "all apps" into explicit ids so the others stay on.
            includesAllDesktopApps = false
            for app in DesktopMapApp.offerable(desktopApps) { enabledTargetIDs.insert(LinkTarget.desktopApp(app).id) }
        }
        if enabled { enabledTargetIDs.insert(target.id) } else { enabledTargetIDs.remove(target.id) }
    }

    /// The rule: no enabled target → `.none`; exactly one → `.direct`; more → `.chooser` in `available` order.
    public func choice(for available: [LinkTarget]) -> LinkChoice {
        var seen = Set<String>()
        let enabled = available.filter { isEnabled($0) && seen.insert($0.id).inserted }
        switch enabled.count {
        case 0: return .none
        case 1: return .direct(enabled[0])
        default: return .chooser(enabled)
        }
    }

    /// `choice(for:)` over the whole catalogue with these installed apps.
    public func choice(desktopApps: [DesktopMapApp]) -> LinkChoice {
        choice(for: LinkTarget.catalogue(desktopApps: desktopApps))
    }

    private enum CodingKeys: String, CodingKey { case enabledTargetIDs, includesAllDesktopApps }

    /// Missing keys fall back to the defaults, so older or hand-edited settings still load.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        enabledTargetIDs = try c.decodeIfPresent(Set<String>.self, forKey: .enabledTargetIDs) ?? Self.default.enabledTargetIDs
        includesAllDesktopApps = try c.decodeIfPresent(Bool.self, forKey: .includesAllDesktopApps) ?? Self.default.includesAllDesktopApps
    }
}
