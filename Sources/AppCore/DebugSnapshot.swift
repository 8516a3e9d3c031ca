import DeepLinks
import MapCore

/// Assembles the debug dump outside the store: the store's state, plus what only the shell knows (where the map
/// and named controls sit in the window, what the popover shows, the last launch and copy), which the shell feeds here.
@MainActor
public final class DebugSnapshot {
    /// How far above a pin's tip its head's centre is, in points (the renderer's pin shape; for the click points).
    public let pinHeadOffset: Double
    /// Top-left of the map widget in the window's surface (what xdotool sees).
    public private(set) var mapOriginInWindow = PixelPoint.zero
    /// Named controls' bounds in the window's surface, by group ("panel", "popover", "search").
    public private(set) var controlBounds: [String: [String: PixelRect]] = [:]
    /// What the popover shows (a place's title or a list heading); nil when closed.
    public private(set) var popoverTitle: String?
    /// The popover's detail rows as "label: value" (a line's length, an area's area), in order; empty when closed.
    public private(set) var popoverRows: [String] = []
    /// Main menu › Open Recent's files, in menu order.
    public private(set) var recentMenu: [String] = []
    /// The last text put on the clipboard.
    public private(set) var lastCopiedText: String?
    /// The last URL handed to the link opener.
    public private(set) var lastLaunchedURL: String?
    /// The texts the window shows (labels and tooltips of shown widgets), for the translation check.
    public private(set) var visibleTexts: [String] = []
    /// Told after every fed fact that changed something (the writer writes then).
    public var onChange: (@MainActor () -> Void)?
    /// Told after a frame was painted (the writer writes when `frameShowsState` flipped).
    public var onFramePainted: (@MainActor () -> Void)?
    /// Asked after every change, so a frame follows each one (even one the map need not redraw) and
    /// `frameShowsState` can become true; the shell queues a redraw of the map.
    public var requestFrame: (@MainActor () -> Void)?
    private var frames = PaintedFrames()
    /// Work the shell knows of (a moving map, tiles loading, a search under way), by name; true while under way.
    private var busyChecks: [(name: String, isBusy: @MainActor () -> Bool)] = []

    public init(pinHeadOffset: Double = 0) {
        self.pinHeadOffset = pinHeadOffset
    }

    public func mapMoved(originInWindow origin: PixelPoint) {
        guard origin != mapOriginInWindow else { return }
        mapOriginInWindow = origin
        changed()
    }

    /// Replaces the group's previous set.
    public func reportControls(group: String, _ bounds: [String: PixelRect]) {
        guard controlBounds[group] != bounds else { return }
        controlBounds[group] = bounds
        changed()
    }

    public func reportTexts(_ texts: [String]) {
        guard texts != visibleTexts else { return }
        visibleTexts = texts
        changed()
    }

    /// Where the keyboard focus is (`DebugStateDump.focus`).
    public private(set) var focus: String?
    /// What the map's accessible description reads (`DebugStateDump.mapDescription`).
    public private(set) var mapDescription: String?

    /// How many times the keyboard focus has moved (a Tab between two rows of one group changes no name).
    public private(set) var focusMoves = 0

    public func reportFocus(_ name: String?) {
        focus = name
        focusMoves += 1
        changed()
    }

    public func reportMapDescription(_ text: String) {
        guard text != mapDescription else { return }
        mapDescription = text
        changed()
    }

    public func popoverShown(title: String?) {
        guard title != popoverTitle else { return }
        popoverTitle = title
        changed()
    }

    /// A change of the store (the writer tells) or of a fed fact: the frame on screen may no longer show it.
    public func stateChanged() {
        frames.changed()
        requestFrame?()
    }

    private func changed() {
        stateChanged()
        onChange?()
    }

    /// The window painted a frame (its frame clock's after-paint); whether `store` and the shell's checks were idle then.
    public func framePainted(of store: MapStore) {
        frames.painted(idle: busyReasons(of: store).isEmpty)
        onFramePainted?()
    }

    /// The last painted frame shows the state now: painted while idle, nothing changed since.
    public var frameShowsState: Bool { frames.showState }

    /// Adds a check the dump's `isIdle` asks (`name` goes in its `busy` list while `isBusy` returns true).
    public func addBusyCheck(_ name: String, _ isBusy: @escaping @MainActor () -> Bool) {
        busyChecks.append((name, isBusy))
    }

    /// What is under way now: the store's work, then the shell's checks, by name.
    public func busyReasons(of store: MapStore) -> [String] {
        store.busyReasons + busyChecks.filter { $0.isBusy() }.map(\.name)
    }

    /// Main menu › Download Area…'s state (`DebugStateDump.download`); nil before any download.
    public private(set) var download: DebugStateDump.Download?

    public func downloadShown(_ state: DebugStateDump.Download?) {
        guard state != download else { return }
        download = state
        changed()
    }

    public func recentMenuShown(_ paths: [String]) {
        guard paths != recentMenu else { return }
        recentMenu = paths
        changed()
    }

    public func popoverShown(rows: [String]) {
        guard rows != popoverRows else { return }
        popoverRows = rows
        changed()
    }

    func launched(_ url: String) {
        lastLaunchedURL = url
        changed()
    }

    func copied(_ text: String) {
        lastCopiedText = text
        changed()
    }

    /// The snapshot of `store` now; pins are those its index puts on screen.
    public func dump(of store: MapStore, sequence: Int) -> DebugStateDump {
        let vp = store.viewport
        let origin = mapOriginInWindow
        var pins: [DebugStateDump.Pin] = []
        if let index = store.index, !vp.size.isEmpty {
            let screen = PixelRect(x: 0, y: 0, width: vp.size.width, height: vp.size.height)
            for item in index.items(in: vp.visibleBounds, zoom: vp.zoom) {
                let p = vp.screenPoint(for: item.coordinate)
                guard screen.contains(p) else { continue }
                var pin = DebugStateDump.Pin(kind: "place", id: item.id, title: nil, category: nil, count: 1, x: p.x, y: p.y,
                                             windowX: p.x + origin.x, windowY: p.y + origin.y,
                                             clickX: p.x + origin.x, clickY: p.y + origin.y - pinHeadOffset)
                switch item {
                case .place(let place):
                    pin.title = place.title
                    pin.category = place.categoryID
                case .cluster(let c):
                    pin.kind = "cluster"
                    pin.count = c.count
                    pin.clickY = pin.windowY
                }
                pins.append(pin)
            }
        }
        let selKind: String, selPlace: Place?
        switch store.selection {
        case .none: selKind = "none"; selPlace = nil
        case .place(let p): selKind = "place"; selPlace = p
        case .group: selKind = "group"; selPlace = nil
        case .shape: selKind = "shape"; selPlace = nil
        }
        let enabledTargets = store.linkCatalogue.filter { store.linkPreferences.isEnabled($0) }
        var dump = DebugStateDump(
            sequence: sequence, controls: controlBounds.values.reduce(into: [:]) { $0.merge($1) { a, _ in a } },
            style: store.state.styleID, categories: store.state.categoryIDs.sorted(),
            selectionKind: selKind, selectedPlaceID: selPlace?.id, selectedTitle: selPlace?.title, popoverTitle: popoverTitle,
            viewport: .init(latitude: vp.center.latitude, longitude: vp.center.longitude, zoom: vp.zoom,
                            width: vp.size.width, height: vp.size.height),
            mapOriginX: origin.x, mapOriginY: origin.y,
            placesLoaded: store.placesLoaded, placeCount: store.places.count, indexPlaceCount: store.index?.placeCount, pins: pins,
            banner: store.banner, lastLaunchedURL: lastLaunchedURL, copiedText: lastCopiedText,
            enabledLinkTargets: enabledTargets.map(\.id), enabledLinkTargetNames: enabledTargets.map(\.displayName),
            panelVisible: store.panelVisible, panelWidth: store.panelWidth,
            droppedMarker: store.droppedMarker.map { m in
                let p = vp.screenPoint(for: m.coordinate)
                return .init(label: m.label, latitude: m.coordinate.latitude, longitude: m.coordinate.longitude,
                             windowX: p.x + origin.x, windowY: p.y + origin.y)
            })
        dump.indexKind = store.index.map { _ in store.indexIsQuick ? "quick" : "full" }
        dump.placesInView = store.placesInView.rows.map(\.place.title) + store.placesInView.shapes.map(\.shape.title)
        dump.placesInViewMore = store.placesInView.moreCount
        dump.selectedShapeID = store.selection.shape?.id
        dump.popoverRows = popoverRows
        dump.recentMenu = recentMenu
        dump.download = download
        dump.visibleTexts = visibleTexts
        dump.focus = focus
        dump.focusMoves = focusMoves
        dump.mapDescription = mapDescription
        dump.busy = busyReasons(of: store)
        dump.isIdle = dump.busy.isEmpty
        dump.frameShowsState = frameShowsState

        dump.layers = store.layers.layers.map { l in
            let state: String
            switch l.state {
            case .loading: state = "loading"
            case .loaded: state = "loaded"
            case .missing: state = "missing"
            case .failed(let reason): state = "failed: " + reason
            }
            return .init(name: l.name, path: l.id, count: l.places.count, visible: l.visible, state: state)
        }
        dump.layerNotice = store.layerNotice?.message
        return dump
    }
}
