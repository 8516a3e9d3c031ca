import AppCore
import Foundation
import GtkInterop
import MapCore

/// Main menu › Download Area…: the visible area of the current style, a zoom range (from the current zoom to the
/// archive's last), the tile count and estimated size before anything is fetched (refused over the cap), then
/// Download with a progress bar and Cancel. A style that may not be downloaded (the OSM tile policy) gets the reason
/// and no Download button. The download runs off the main thread and goes on when the window is closed.
@MainActor
final class DownloadAreaDialog {
    let window: Widget
    private let model: any AreaDownloadModel
    private let style: MapStyle
    private(set) var bounds: GeoBounds
    private let startZoom: Int
    /// Zooms asked for by the action or an unfinished download; nil: the current zoom to the archive's last.
    private let presetZooms: ClosedRange<Int>?
    /// Nil when the style may not be downloaded.
    let lowZoom: Widget?
    let highZoom: Widget?
    /// "Download" (or "Resume"); nil when the style may not be downloaded.
    let downloadButton: Widget?
    let cancelButton: Widget
    let progress: Widget
    private let countRow: Widget?
    private var source: AreaSource?
    private var cancel: CancelFlag?
    /// "reading", "ready", "refused", "running", "done", "cancelled" or "failed: …" (tests and the debug dump).
    private(set) var state = "reading"
    private(set) var lastProgress = AreaProgress(done: 0, total: 0, bytes: 0)
    /// The finished area's style id.
    private(set) var downloadedStyleID = ""
    /// Told of every progress and state change (the debug dump).
    var onProgress: (@MainActor (DebugStateDump.Download) -> Void)?
    /// Told the finished area's style id (the window refreshes its style list).
    var onFinished: (@MainActor (MapStyle.ID) -> Void)?
    /// The text shown under the tile count: the estimate, the refusal, or why the source could not be read.
    private(set) var countText = ""

    var isRunning: Bool { state == "running" }
    /// The window was closed (destroyed): the next Download Area… makes a new dialog.
    private(set) var isClosed = false

    /// `request` presets the area and zooms (the `download-area-with` action), and `start` presses Download once the
    /// source has been read.
    init(style: MapStyle, viewport: Viewport, model: any AreaDownloadModel,
         request: (bounds: GeoBounds, zooms: ClosedRange<Int>)? = nil, start: Bool = false) {
        self.model = model
        self.style = style
        let unfinished = request == nil ? model.unfinished(for: style) : nil
        let visible = viewport.visibleBounds
        bounds = request?.bounds ?? unfinished?.bounds
            ?? GeoBounds(west: max(-180, visible.west), south: max(-85, visible.south),
                         east: min(180, visible.east), north: min(85, visible.north))
        startZoom = max(0, Int(viewport.zoom.rounded(.down)))
        presetZooms = request?.zooms ?? unfinished?.zooms
        let content = AppUI.box(.vertical, spacing: 12)
        content.setMargins(top: 12, bottom: 12, start: 12, end: 12)
        progress = AppUI.progressBar()
        cancelButton = AppUI.button(label: tr("Close"))
        cancelButton.setName("download-cancel")
        let refusal = model.refusal(for: style)
        if let refusal {
            let group = AdwUI.group(title: style.name, description: tr("This map cannot be downloaded.") + " " + refusal)
            AppUI.append(content, group)
            lowZoom = nil; highZoom = nil; downloadButton = nil; countRow = nil
            state = "refused"
            countText = refusal
        } else {
            let group = AdwUI.group(title: style.name,
                                    description: tr("Downloaded areas are drawn where the map’s own tiles cannot be had, and are listed in Preferences."))
            AppUI.append(content, group)
            let b = bounds
            let areaTitle = request != nil ? tr("Area") : unfinished != nil ? tr("Unfinished download") : tr("Visible area")
            AdwUI.addRow(AdwUI.actionRow(title: areaTitle,
                                         subtitle: String(format: "%.3f, %.3f – %.3f, %.3f", b.west, b.south, b.east, b.north),
                                         suffix: nil), to: group)
            let low = AppUI.spinButton(range: 0...22, value: presetZooms?.lowerBound ?? startZoom)
            let high = AppUI.spinButton(range: 0...22, value: presetZooms?.upperBound ?? startZoom)
            low.setName("download-low-zoom"); high.setName("download-high-zoom")
            for spin in [low, high] { AppUI.center(spin); spin.setSensitive(false) }
            AdwUI.addRow(AdwUI.actionRow(title: tr("Lowest zoom"), subtitle: "", suffix: low), to: group)
            AdwUI.addRow(AdwUI.actionRow(title: tr("Highest zoom"), subtitle: "", suffix: high), to: group)
            let count = AdwUI.actionRow(title: tr("Tiles"), subtitle: tr("Reading the map’s archive…"), suffix: nil)
            count.setName("download-count")
            AdwUI.addRow(count, to: group)
            lowZoom = low; highZoom = high; countRow = count
            let download = AppUI.button(label: unfinished == nil ? tr("Download") : tr("Resume"))
            download.setName("download-start")
            download.addCSSClass("suggested-action")
            download.setSensitive(false)
            downloadButton = download
            AppUI.setButtonLabel(cancelButton, tr("Cancel"))
            AppUI.append(content, progress)
        }
        progress.setVisible(false)
        let buttons = AppUI.box(.horizontal, spacing: 6)
        AppUI.alignEnd(buttons)
        AppUI.append(buttons, cancelButton)
        if let downloadButton { AppUI.append(buttons, downloadButton) }
        AppUI.append(content, buttons)
        window = AdwUI.dialogWindow(title: tr("Download Area"), content: content, width: 460, height: -1)
        window.setName("download-area")
        AppUI.onClicked(cancelButton) { [weak self] in self?.cancelOrClose() }
        // A running download goes on with its window hidden; Download Area… shows it again.
        Signal.connect(window, "close-request", returning: { [weak self] in
            guard let self else { return false }
            if self.isRunning { self.window.setVisible(false); return true }
            self.isClosed = true
            return false
        })
        if let downloadButton { AppUI.onClicked(downloadButton) { [weak self] in self?.startDownload() } }
        for spin in [lowZoom, highZoom].compactMap({ $0 }) { AppUI.onSpinChanged(spin) { [weak self] in self?.recount() } }
        if refusal == nil { readSource(thenStart: start) }
    }

    func present(over parent: Widget) { AppUI.presentTransient(window, parent: parent) }

    /// Reads the source's zooms and tile size off the main thread, then sets the zoom range and counts.
    private func readSource(thenStart start: Bool) {
        let (model, style) = (self.model, self.style)
        DispatchQueue.global(qos: .userInitiated).async {
            let result = Result { try model.inspect(style) }.mapError { DownloadFailure(reason: "\($0)") }
            MainLoop.post { [weak self] in self?.sourceRead(result, start: start) }
        }
    }

    private func sourceRead(_ result: Result<AreaSource, DownloadFailure>, start: Bool) {
        guard let lowZoom, let highZoom else { return }
        switch result {
        case .failure(let failure):
            state = "failed: \(failure.reason)"
            showCount(failure.reason)
            report()
        case .success(let s):
            source = s
            let range = min(s.minZoom, s.maxZoom)...s.maxZoom
            func clamp(_ z: Int) -> Int { min(max(z, range.lowerBound), range.upperBound) }
            let low = clamp(presetZooms?.lowerBound ?? startZoom)
            let high = max(low, clamp(presetZooms?.upperBound ?? range.upperBound))
            AppUI.setSpinRange(lowZoom, range); AppUI.setSpinRange(highZoom, range)
            AppUI.setSpinValue(lowZoom, low); AppUI.setSpinValue(highZoom, high)
            lowZoom.setSensitive(true); highZoom.setSensitive(true)
            state = "ready"
            recount()
            if start { startDownload() }
        }
    }

    /// The zooms chosen, lowest first.
    var zooms: ClosedRange<Int>? {
        guard let lowZoom, let highZoom else { return nil }
        let (a, b) = (AppUI.spinValue(lowZoom), AppUI.spinValue(highZoom))
        return min(a, b)...max(a, b)
    }

    /// The tile count and estimated size for the zooms chosen; Download only while under the cap.
    private func recount() {
        guard let source, let zooms, !isRunning else { return }
        let (tiles, refusal) = model.count(bounds: bounds, zooms: zooms)
        if let refusal {
            showCount(refusal)
            countRow?.addCSSClass("error")
        } else {
            let bytes = UInt64(tiles) * source.averageTileBytes
            // Small areas in kilobytes: "0.0 MB" would say nothing.
            showCount(bytes < 100_000 ? String(format: tr("%d tiles, about %d kB"), tiles, Int((Double(bytes) / 1000).rounded(.up)))
                                      : String(format: tr("%d tiles, about %.1f MB"), tiles, Double(bytes) / 1_000_000))
            countRow?.removeCSSClass("error")
        }
        downloadButton?.setSensitive(refusal == nil && state != "done")
    }

    private func showCount(_ text: String) {
        countText = text
        if let countRow { AdwUI.setRowSubtitle(countRow, text) }
    }

    /// Runs the download off the main thread; progress and the end come back on it.
    func startDownload() {
        guard let zooms, source != nil, !isRunning, downloadButton.map(AppUI.isSensitive) == true else { return }
        let flag = CancelFlag()
        cancel = flag
        state = "running"
        downloadButton?.setSensitive(false)
        lowZoom?.setSensitive(false); highZoom?.setSensitive(false)
        progress.setVisible(true)
        AppUI.setProgress(progress, fraction: 0, text: tr("Starting…"))
        report()
        let (model, style, bounds) = (self.model, self.style, self.bounds)
        DispatchQueue.global(qos: .utility).async {
            let result = Result {
                try model.download(style, bounds: bounds, zooms: zooms, progress: { p in
                    MainLoop.post { [weak self] in self?.show(p) }
                }, isCancelled: { flag.isCancelled })
            }.mapError { DownloadFailure(reason: "\($0)") }
            MainLoop.post { [weak self] in self?.finished(result, cancelled: flag.isCancelled) }
        }
    }

    private func show(_ p: AreaProgress) {
        guard isRunning else { return }
        lastProgress = p
        let fraction = p.total == 0 ? 1 : Double(p.done) / Double(p.total)
        AppUI.setProgress(progress, fraction: fraction,
                          text: String(format: tr("%d of %d tiles · %.1f MB"), p.done, p.total, Double(p.bytes) / 1_000_000))
        report()
    }

    private func finished(_ result: Result<MapStyle.ID, DownloadFailure>, cancelled: Bool) {
        cancel = nil
        lowZoom?.setSensitive(true); highZoom?.setSensitive(true)
        switch result {
        case .success(let id):
            state = "done"
            downloadedStyleID = id
            lastProgress.done = lastProgress.total
            AppUI.setProgress(progress, fraction: 1, text: tr("Downloaded: the area is now a map style"))
            AppUI.setButtonLabel(cancelButton, tr("Close"))
            report()
            onFinished?(id)
        case .failure(let failure):
            state = cancelled ? "cancelled" : "failed: \(failure.reason)"
            AppUI.setProgress(progress, fraction: AppUI.progressFraction(progress),
                              text: cancelled ? tr("Cancelled: Resume goes on where it stopped") : failure.reason)
            if let downloadButton { AppUI.setButtonLabel(downloadButton, tr("Resume")) }
            report()
            recount()
        }
    }

    /// Cancel stops a running download (what was fetched is kept to resume); otherwise the window closes.
    func cancelOrClose() {
        if let cancel, isRunning {
            cancel.cancel()
            AppUI.setProgress(progress, fraction: AppUI.progressFraction(progress), text: tr("Cancelling…"))
            return
        }
        Window.close(window)
    }

    /// Tells `onProgress` the state now.
    func report() {
        onProgress?(DebugStateDump.Download(state: state, done: lastProgress.done, total: lastProgress.total,
                                            bytes: lastProgress.bytes, styleID: downloadedStyleID))
    }
}

/// Why the source could not be read or the download stopped, as the dialog shows it.
struct DownloadFailure: Error {
    let reason: String
}
