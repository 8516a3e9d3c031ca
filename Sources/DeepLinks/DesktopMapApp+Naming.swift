import Foundation

/// Names that tell installed geo: apps apart in "Open in…": GNOME Maps' desktop file says only "Maps",
/// which beside "Google Maps" and "Apple Maps" does not say which app opens.
extension DesktopMapApp {
    /// Names that say what an app does rather than which app it is (compared lowercased).
    static let genericNames: Set<String> = ["maps", "map", "map viewer", "navigation", "gps", "atlas", "geo"]

    /// Vendors from reverse-DNS desktop ids whose usual spelling is not just a capital first letter.
    static let vendorSpellings = ["gnome": "GNOME", "kde": "KDE", "xfce": "Xfce", "freedesktop": "freedesktop.org"]

    /// The same apps, in order, each with a name no other app or web target shares and that is not a bare
    /// generic word: "Maps" from "org.gnome.Maps.desktop" becomes "GNOME Maps"; when the id names no vendor,
    /// the id is appended ("Maps (navit)"). Distinct, specific names are kept as they are.
    public static func distinctlyNamed(_ apps: [DesktopMapApp]) -> [DesktopMapApp] {
        let webNames = Set(LinkTarget.webTargets.map { $0.displayName.lowercased() })
        var counts: [String: Int] = [:]
        for app in apps { counts[app.name.lowercased(), default: 0] += 1 }
        var renamed = apps.map { app in
            let key = app.name.lowercased()
            let ambiguous = key.trimmingCharacters(in: .whitespaces).isEmpty || genericNames.contains(key)
                || webNames.contains(key) || counts[key, default: 0] > 1
            return ambiguous ? DesktopMapApp(id: app.id, name: app.vendorQualifiedName) : app
        }
        // Two vendors' apps that still read alike get their ids.
        var after: [String: Int] = [:]
        for app in renamed { after[app.name.lowercased(), default: 0] += 1 }
        for i in renamed.indices where after[renamed[i].name.lowercased(), default: 0] > 1 || webNames.contains(renamed[i].name.lowercased()) {
            renamed[i].name = apps[i].name + " (" + apps[i].bareID + ")"
        }
        return renamed
    }

    /// The desktop id without ".desktop".
    var bareID: String { id.hasSuffix(".desktop") ? String(id.dropLast(".desktop".count)) : id }

    /// "GNOME Maps" for "org.gnome.Maps" named "Maps"; else the name with the id in brackets.
    var vendorQualifiedName: String {
        let parts = bareID.split(separator: ".").map(String.init)
        let name = name.trimmingCharacters(in: .whitespaces)
        guard parts.count >= 3, let last = parts.last, name.isEmpty || last.lowercased() == name.lowercased() else {
            return name.isEmpty ? bareID : name + " (" + bareID + ")"
        }
        let vendor = parts[parts.count - 2]
        let spelled = Self.vendorSpellings[vendor.lowercased()] ?? (vendor.prefix(1).uppercased() + vendor.dropFirst())
        return spelled + " " + (name.isEmpty ? last : name)
    }
}
