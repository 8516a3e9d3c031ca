import AppCore
import Foundation
import GtkInterop
import MapCore

extension MainWindow {
    /// The formats Pinmap reads, for the Open dialog (MIME types for the portal, patterns for the GTK dialog).
    static let openFilters: [FileChooser.Filter] = [
        FileChooser.Filter(name: tr("Place files"),
                           mimeTypes: ["application/geo+json", "application/vnd.google-earth.kml+xml",
                                       "application/vnd.google-earth.kmz", "application/gpx+xml", "text/csv"],
                           patterns: ["*.geojson", "*.json", "*.kml", "*.kmz", "*.gpx", "*.csv"]),
        FileChooser.Filter(name: tr("All files"), patterns: ["*"]),
    ]

    /// Main menu › Open… (Ctrl+O): the desktop's file chooser, several files at once.
    func showOpenDialog() {
        FileChooser.open(title: tr("Open Places"), acceptLabel: tr("_Open"), filters: Self.openFilters, parent: window) { [weak self] paths in
            self?.store.openLayers(paths: paths)
        }
    }

    /// Refills Main menu › Open Recent: the last 10 files GTK's recent store holds that Pinmap reads and that still exist.
    func refreshRecentMenu() {
        let suffixes = [".geojson", ".json", ".kml", ".kmz", ".gpx", ".csv"]
        let paths = RecentFiles.paths(endingIn: suffixes, limit: 10)
        recentMenu.fill(paths) { ($0 as NSString).lastPathComponent }
        debugSnapshot?.recentMenuShown(paths)
    }

    /// An Open Recent item (or the `open-recent` action with a path or `file://` URI) opens its file as a layer.
    func openRecent(_ target: String) {
        let path = target.hasPrefix("file://") ? (URL(string: target)?.path ?? target) : target
        store.openLayer(path: path)
    }

    /// Locate… on a missing file's row: the chosen file becomes the layer's file (same row, visibility, favourites).
    func showLocateDialog(for id: String) {
        FileChooser.open(title: tr("Locate File"), acceptLabel: tr("_Open"), filters: Self.openFilters, parent: window) { [weak self] paths in
            guard let path = paths.first else { return }
            self?.store.locateLayer(id, at: path)
        }
    }

    /// Dropped files become layers; the map shows it takes them while a drag of files is over it.
    func makeDropTarget() -> FileDropTarget {
        FileDropTarget(on: map.widget, hover: { [weak self] over in
            guard let self else { return }
            if over { self.map.widget.addCSSClass("pinmap-drop-hover") } else { self.map.widget.removeCSSClass("pinmap-drop-hover") }
        }, drop: { [weak self] paths in
            self?.store.openLayers(paths: paths)
        })
    }

    /// A toast for each file opened ("12 places from trip.kml"), with Details when features were skipped.
    func showLayerNotice() {
        guard let notice = store.layerNotice, notice.serial != shownNoticeSerial else { return }
        shownNoticeSerial = notice.serial
        guard !notice.problems.isEmpty else {
            toasts.show(notice.message)
            return
        }
        let name = "layer-problems-\(notice.serial)"
        let details = SimpleAction(name: name)
        let problems = notice.problems
        let title = notice.message
        details.onActivate { [weak self] _ in
            guard let self else { return }
            AppUI.presentTextWindow(title: title, text: problems.joined(separator: "\n"), parent: self.window)
        }
        AppUI.addWindowAction(window, details)
        windowActions.append(details)
        toasts.show(notice.message, button: tr("Details"), action: "win." + name)
    }

    /// Main menu › Export Places…: the places now shown, in the format of the chosen name's extension.
    func exportPlaces() {
        FileChooser.save(title: tr("Export Places"), suggestedName: "Places.geojson", acceptLabel: tr("_Export"), parent: window) { [weak self] path in
            guard let path else { return }
            self?.exportPlaces(to: path)
        }
    }

    /// Writes the shown places to `path` (the dialog's answer, or the `export-places-to` action) and says how it went.
    func exportPlaces(to path: String) {
        store.exportShownPlaces(to: path) { [weak self] result in
            switch result {
            case .success(let summary): self?.toasts.show(String(format: tr("Exported %@"), summary))
            case .failure(let error): self?.toasts.show(String(format: tr("Could not export: %@"), error.description))
            }
        }
    }
}
