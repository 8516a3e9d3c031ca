import AppCore
import DeepLinks
import Geocoding
import GtkInterop

/// Preferences (AdwPreferencesWindow): the map's light or dark appearance, which map implementation the next
/// launch embeds, and which "Open in…" targets the popover offers. All are saved with the settings.
@MainActor
final class PreferencesWindow {
    private let store: MapStore
    let window: Widget
    private let targets: Widget
    private let appearanceRow: Widget
    /// "Map view": nil when the app offers no choice.
    let mapViewRow: Widget?
    /// "Geocoder" (kind) and "Server URL".
    let geocoderRows: [Widget]
    private var rows: [(target: LinkTarget, row: Widget, check: Widget)] = []
    /// The on/off switch of each "Open in…" target, in the list's order (tests flip them).
    var linkSwitches: [(target: LinkTarget, control: Widget)] { rows.map { ($0.target, $0.check) } }
    /// "Offline maps" (OfflineMapsGroup, its own file): nil when the app lists no downloaded areas.
    let offlineMaps: OfflineMapsGroup?
    /// Applies a new appearance to the running app (the style manager).
    var onAppearanceChange: (@MainActor (MapAppearance) -> Void)?

    init(store: MapStore, mapViews: MapViewOptions? = nil, offlineMaps model: (any OfflineMapsModel)? = nil) {
        self.store = store
        let (w, page) = AdwUI.preferencesWindow(title: tr("Preferences"))
        window = w
        let look = AdwUI.addGroup(to: page, title: tr("Appearance"))
        appearanceRow = AdwUI.comboRow(title: tr("Map appearance"), items: MapAppearance.allCases.map(\.title))
        appearanceRow.setName("pref-appearance")
        AdwUI.addRow(appearanceRow, to: look)
        mapViewRow = mapViews.map { Self.mapViewRow($0, store: store) }
        if let mapViewRow { AdwUI.addRow(mapViewRow, to: look) }
        let online = AdwUI.addGroup(to: page, title: tr("Online search"),
                                    description: tr("Off while the URL is empty. When set, what you search and where you ask “What’s here?” are sent to this Photon or Nominatim server. Applies the next time Pinmap starts."))
        geocoderRows = Self.geocoderRows(store: store)
        for row in geocoderRows { AdwUI.addRow(row, to: online) }
        targets = AdwUI.addGroup(to: page, title: tr("Open places in"),
                                 description: tr("When only one is enabled, the place popover opens it directly."))
        offlineMaps = model.map { OfflineMapsGroup(page: page, model: $0) }
        // A deleted, renamed or updated area changes the style list at once (a deleted current style: the default).
        if let model { offlineMaps?.onChange = { [weak store] in store?.replaceStyles(withIDPrefix: "maps/", by: model.folderStyles()) } }
        AdwUI.setComboSelection(appearanceRow, MapAppearance.allCases.firstIndex(of: store.appearance) ?? 0)
        Signal.connectNotify(appearanceRow, property: "selected") { [weak self] in
            guard let self else { return }
            let all = MapAppearance.allCases
            let index = AdwUI.comboSelection(self.appearanceRow)
            guard all.indices.contains(index), all[index] != self.store.appearance else { return }
            self.store.setAppearance(all[index])
            self.onAppearanceChange?(all[index])
        }
        // Closing only hides it, so it can be shown again.
        Signal.connect(window, "close-request", returning: { [weak self] in
            self?.window.setVisible(false)
            return true
        })
        render()
    }

    /// Takes effect at the next launch: the window keeps the map it has (the popover and the store hold it).
    private static func mapViewRow(_ mapViews: MapViewOptions, store: MapStore) -> Widget {
        let row = AdwUI.comboRow(title: tr("Map drawing"),
                                 subtitle: tr("Pinmap's own drawing also shows lines and areas from your files; GNOME's libshumate is the widget of GNOME Maps, drawn by the graphics card. Applies the next time Pinmap starts."),
                                 items: mapViews.options.map(\.title))
        row.setName("pref-map-view")
        AdwUI.setComboSelection(row, mapViews.selectedIndex(saved: store.mapViewSetting?.name))
        Signal.connectNotify(row, property: "selected") { [weak store] in
            let index = AdwUI.comboSelection(row)
            guard let store, mapViews.options.indices.contains(index) else { return }
            store.setMapView(named: mapViews.options[index].name)
        }
        return row
    }

    /// The geocoder's kind and URL; the URL is saved when applied (its button or Enter), the kind when chosen.
    private static func geocoderRows(store: MapStore) -> [Widget] {
        let kinds = GeocoderKind.allCases
        let kindRow = AdwUI.comboRow(title: tr("Geocoder"), items: [tr("Photon"), tr("Nominatim")])
        kindRow.setName("pref-geocoder-kind")
        AdwUI.setComboSelection(kindRow, kinds.firstIndex(of: store.geocoderSetting?.kind ?? .photon) ?? 0)
        let urlRow = AdwUI.entryRow(title: tr("Server URL"))
        urlRow.setName("pref-geocoder-url")
        AppUI.setEditableText(urlRow, store.geocoderSetting?.url ?? "")
        let save = { [weak store] in
            let index = AdwUI.comboSelection(kindRow)
            guard let store, kinds.indices.contains(index) else { return }
            store.setGeocoder(GeocoderSetting(kind: kinds[index], url: AppUI.editableText(urlRow)))
        }
        Signal.connect(urlRow, "apply") { save() }
        Signal.connectNotify(kindRow, property: "selected") { save() }
        return [kindRow, urlRow]
    }

    func present(over parent: Widget) {
        render()
        // Areas downloaded since it was last shown (Download Area…) are listed too.
        offlineMaps?.reload()
        AppUI.presentTransient(window, parent: parent)
    }

    /// Rebuilds the target rows when the catalogue changed, else only syncs the ticks.
    func render() {
        let catalogue = store.linkCatalogue
        if catalogue.map(\.id) != rows.map(\.target.id) {
            for r in rows { AdwUI.removeRow(r.row, from: targets) }
            rows = catalogue.map { target in
                // A switch, as the HIG asks for on/off settings (libadwaita 1.2 has no AdwSwitchRow).
                let check = AppUI.switchControl()
                check.setName("pref-" + target.id)
                let row = AdwUI.actionRow(title: target.displayName, suffix: check)
                AppUI.onSwitchChanged(check) { [weak self] in
                    guard let self else { return }
                    let on = AppUI.isSwitchOn(check)
                    if on != self.store.linkPreferences.isEnabled(target) { self.store.setLinkTarget(target, enabled: on) }
                }
                AdwUI.addRow(row, to: targets)
                return (target, row, check)
            }
        }
        for r in rows { AppUI.setSwitchOn(r.check, store.linkPreferences.isEnabled(r.target)) }
    }
}
