import AppCore
import Foundation
import GtkInterop

/// Preferences › Offline maps: one editable row per downloaded area (its name; bounds, zooms, size and date as the
/// title), with Delete, and Update where the source's ETag has changed since the download.
@MainActor
final class OfflineMapsGroup {
    let group: Widget
    private let model: any OfflineMapsModel
    private var rows: [(area: OfflineMapRow, row: Widget, update: Widget)] = []
    private var outdated: Set<String> = []
    /// Shown when there are no areas.
    private let empty: Widget
    private var emptyShown = false
    /// The areas listed now (tests read them).
    var listed: [OfflineMapRow] { rows.map(\.area) }
    /// Each area's Delete button, by id (tests press it).
    private(set) var deleteButtons: [String: Widget] = [:]
    /// Why the last delete, rename or update failed, shown in the group's description.
    private(set) var lastError: String?
    /// Told after a delete, rename or update changed the folder (the style list follows).
    var onChange: (@MainActor () -> Void)?
    /// Each area's Update button, by id (tests press it).
    var updateButtons: [String: Widget] { Dictionary(rows.map { ($0.area.id, $0.update) }, uniquingKeysWith: { a, _ in a }) }
    /// The areas whose Update button shows (their source's ETag changed), once the servers have answered.
    var outdatedIDs: Set<String> { outdated }
    /// How many times the servers were asked for new versions and answered (tests wait for it).
    private(set) var outdatedChecks = 0

    init(page: Widget, model: any OfflineMapsModel) {
        self.model = model
        group = AdwUI.addGroup(to: page, title: tr("Offline maps"),
                               description: tr("Areas downloaded into the maps folder. They are drawn where a style’s tiles cannot be had."))
        group.setName("pref-offline-maps")
        empty = AdwUI.actionRow(title: tr("No areas downloaded"), suffix: AppUI.label(""))
        reload()
    }

    /// Lists the folder again, then asks (off the main thread) which sources have a new version.
    func reload() {
        for r in rows { AdwUI.removeRow(r.row, from: group) }
        // Removing a row that is not in the group is a libadwaita critical.
        if emptyShown { AdwUI.removeRow(empty, from: group) }
        emptyShown = false
        rows = []
        deleteButtons = [:]
        let areas = model.rows()
        if areas.isEmpty { AdwUI.addRow(empty, to: group); emptyShown = true }
        for area in areas {
            let row = AdwUI.entryRow(title: area.details)
            row.setName("pref-area-" + area.id)
            AppUI.setEditableText(row, area.name)
            // The details line is cut short in a narrow window: whole in the tooltip.
            row.setTooltip(area.details)
            Signal.connect(row, "apply") { [weak self] in self?.rename(area.id, AppUI.editableText(row)) }
            let update = AppUI.button(label: tr("Update"))
            AppUI.center(update)
            update.setVisible(outdated.contains(area.id))
            AppUI.onClicked(update) { [weak self] in self?.update(area.id, button: update) }
            AdwUI.addEntryRowSuffix(update, to: row)
            let delete = AppUI.button(label: tr("Delete"))
            AppUI.center(delete)
            delete.addCSSClass("destructive-action")
            AppUI.onClicked(delete) { [weak self] in self?.delete(area.id) }
            AdwUI.addEntryRowSuffix(delete, to: row)
            deleteButtons[area.id] = delete
            AdwUI.addRow(row, to: group)
            rows.append((area, row, update))
        }
        let model = self.model
        DispatchQueue.global(qos: .utility).async {
            let found = model.outdated()
            MainLoop.post { [weak self] in
                guard let self else { return }
                outdated = found
                outdatedChecks += 1
                for r in rows { r.update.setVisible(found.contains(r.area.id)) }
            }
        }
    }

    func rename(_ id: String, _ name: String) {
        do { try model.rename(id, to: name); lastError = nil } catch { lastError = "\(error)" }
        onChange?()
    }

    func delete(_ id: String) {
        do { try model.delete(id); lastError = nil } catch { lastError = "\(error)" }
        reload()
        onChange?()
    }

    private func update(_ id: String, button: Widget) {
        button.setSensitive(false)
        let model = self.model
        DispatchQueue.global(qos: .utility).async {
            let failure: String?
            do { try model.update(id); failure = nil } catch { failure = "\(error)" }
            MainLoop.post { [weak self] in
                self?.lastError = failure
                self?.outdated.remove(id)
                self?.reload()
                self?.onChange?()
            }
        }
    }
}
