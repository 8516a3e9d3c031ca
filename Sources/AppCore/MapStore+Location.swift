import Foundation
import MapCore

extension MapStore {
    /// Connects the location source (before or after `start()`); nil leaves the button explaining there is none.
    public func attach(locationSource source: any LocationSource) {
        locationSource = source
        source.onEvent = { [weak self] event in self?.locationEvent(event) }
        (mapView as? any LocationDisplaying)?.onUserPan = { [weak self] in self?.userPanned() }
    }

    /// The "show my location" button: the first press starts the source and centres on the first position,
    /// the next follows it, a press while following centres once and stops following. After a denial it does not ask again.
    public func locationButtonPressed() {
        guard let source = locationSource else {
            showBanner("No location source is available in this build.")
            return
        }
        if location.wasDenied {
            // Asking again would only show the same refusal: explain instead.
            showBanner(location.state.problem ?? "Location access was denied.")
            return
        }
        if !source.state.isActive {
            location.mode = .centreOnce
            publish(.location)
            source.start()
            return
        }
        switch location.mode {
        case .free, .centreOnce: location.mode = location.last == nil ? .centreOnce : .following
        case .following: location.mode = .free
        }
        if let last = location.last, location.mode != .free { centre(on: last, animated: true) }
        publish(.location)
    }

    /// A pan by hand ends following and any pending centring.
    func userPanned() {
        camera.handOver()
        releaseKeptRow()
        guard location.mode != .free else { return }
        location.mode = .free
        publish(.location)
    }

    func locationEvent(_ event: LocationEvent) {
        switch event {
        case .state(let state):
            location.state = state
            if case .denied = state { location.wasDenied = true }
            if let problem = state.problem { location.mode = .free; showBanner(problem) }
            if state == .off { location.mode = .free }
        case .update(let update):
            location.last = update
            switch location.mode {
            case .free: break
            case .centreOnce:
                location.mode = .free
                centre(on: update, animated: true)
            case .following:
                centre(on: update, animated: false)
            }
        }
        showLocationOnMap()
        publish(.location)
    }

    /// The map draws what the store holds: the last position, greyed when stale.
    func showLocationOnMap(now: Date = Date()) {
        let display = location.last.map { LocationDisplay(update: $0, isStale: $0.isStale(at: now)) }
        (mapView as? any LocationDisplaying)?.show(location: display)
    }

    private func centre(on update: LocationUpdate, animated: Bool) {
        // Following keeps the person's zoom; the first centring comes in close enough to see the streets.
        let now = viewport
        let zoom = animated ? max(now.zoom, Self.searchZoom) : now.zoom
        let target = Viewport(center: update.coordinate, zoom: zoom, size: now.size,
                              scaleFactor: now.scaleFactor, zoomRange: now.zoomRange)
        moveMap(to: target, animated: animated)
    }

    /// The button's tooltip now.
    public var locationTooltip: String {
        guard locationSource != nil else { return "No location source" }
        return location.tooltip(stale: location.last?.isStale(at: Date()) ?? false)
    }
}
