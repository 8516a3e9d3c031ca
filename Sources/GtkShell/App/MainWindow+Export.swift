import AppCore
import Foundation

extension MainWindow {
    /// "Export as Image…": a native save dialog, then the current view as PNG.
    func exportImage() {
        guard let map = map as? MapWidget else {
            toasts.show(tr("Export needs the default map view"))
            return
        }
        FileChooser.save(title: tr("Export as Image"), suggestedName: "Pinmap.png", acceptLabel: tr("_Export"), parent: window) { [weak self] path in
            guard let path else { return }
            self?.exportImage(of: map, to: path)
        }
    }

    /// Writes the current view to `path` (the dialog's answer, or the `export-image-to` action); says how it went.
    func exportImage(to path: String) {
        guard let map = map as? MapWidget else { return }
        exportImage(of: map, to: path)
    }

    private func exportImage(of map: MapWidget, to path: String) {
        do {
            guard let png = try map.snapshotPNG() else { toasts.show(tr("Nothing to export yet")); return }
            try png.write(to: URL(fileURLWithPath: path), options: .atomic)
            toasts.show(tr("Image exported"))
        } catch {
            toasts.show(String(format: tr("Could not export: %@"), error.localizedDescription))
        }
    }
}
