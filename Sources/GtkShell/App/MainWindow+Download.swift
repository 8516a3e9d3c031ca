import AppCore
import Foundation
import GtkInterop
import MapCore

/// Main menu › Download Area… and the style list that follows the maps folder.
extension MainWindow {
    /// Opens the dialog for the current style (or shows the running download's); `request` presets the area and
    /// zooms and `start` presses Download once the source is read (the `download-area-with` action).
    func showDownloadArea(request: (bounds: GeoBounds, zooms: ClosedRange<Int>)? = nil, start: Bool = false) {
        guard let model = areaDownloads else { return }
        if let open = downloadDialog, !open.isClosed, open.isRunning || request == nil {
            open.window.setVisible(true)
            Window.present(open.window)
            return
        }
        if let open = downloadDialog, !open.isClosed { Window.destroy(open.window) }
        let dialog = DownloadAreaDialog(style: store.style, viewport: store.viewport, model: model, request: request, start: start)
        dialog.onProgress = { [weak self] state in self?.debugSnapshot?.downloadShown(state) }
        dialog.onFinished = { [weak self] _ in self?.refreshFolderStyles() }
        downloadDialog = dialog
        dialog.report()
        dialog.present(over: window)
    }

    /// The maps folder's styles again (a download finished, an area was deleted, renamed or updated): the style list
    /// follows at once, and a deleted current style gives way to the default.
    func refreshFolderStyles() {
        guard let model = areaDownloads else { return }
        store.replaceStyles(withIDPrefix: "maps/", by: model.folderStyles())
    }
}
