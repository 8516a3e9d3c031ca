/// "Map appearance" in Preferences: follow the desktop's light or dark style, or force one. Saved in state.json.
public enum MapAppearance: String, CaseIterable, Codable, Sendable {
    case system, light, dark

    /// As Preferences lists them.
    public var title: String {
        switch self {
        case .system: return tr("Follow system")
        case .light: return tr("Light")
        case .dark: return tr("Dark")
        }
    }
}
