import DeepLinks
import MapCore

extension MapStore {
    /// Every target that could be offered (web sites, then installed geo: apps).
    public var linkCatalogue: [LinkTarget] { LinkTarget.catalogue(desktopApps: desktopApps) }

    /// What "Open in…" does now: nothing, one direct button, or a list.
    public var linkChoice: LinkChoice { linkPreferences.choice(for: linkCatalogue) }

    /// The shell found these geo: handlers (Pinmap itself is dropped).
    public func setDesktopApps(_ apps: [DesktopMapApp]) {
        let offerable = DesktopMapApp.distinctlyNamed(DesktopMapApp.offerable(apps))
        guard offerable != desktopApps else { return }
        desktopApps = offerable
        publish(.links)
    }

    public func setLinkTarget(_ target: LinkTarget, enabled: Bool) {
        var prefs = linkPreferences
        prefs.set(target, enabled: enabled, desktopApps: desktopApps)
        guard prefs != linkPreferences else { return }
        linkPreferences = prefs
        saveSettings()
        publish(.links)
    }

    /// The zoom links carry: the map's, rounded.
    var linkZoom: Int { Int(viewport.zoom.rounded()) }

    /// Opens `place` in `target`. On failure the link is copied and the banner says so; never a crash.
    public func open(_ place: Place, in target: LinkTarget) {
        launch(target.url(for: LinkRequest(place: place, zoom: linkZoom)), with: target.desktopApp)
    }

    /// Opens a link from a place's details (its website or phone) with the default handler, like "Open in…".
    public func open(_ url: LaunchableURL) {
        launch(url, with: nil)
    }

    private func launch(_ url: LaunchableURL, with app: DesktopMapApp?) {
        guard let opener = linkOpener else {
            launchFailed(url, LaunchError.noHandler("no launcher"))
            return
        }
        opener.open(url, with: app) { [weak self] error in
            guard let self else { return }
            if let error { self.launchFailed(url, error) }
        }
    }

    private func launchFailed(_ url: LaunchableURL, _ error: LaunchError) {
        copy(url.string)
        showBanner("No application could open the link; the link was copied.")
    }

    /// The OpenStreetMap link to `place`, as "Copy link" puts it on the clipboard.
    public func link(for place: Place) -> String {
        LinkTarget.openStreetMap.url(for: LinkRequest(place: place, zoom: linkZoom)).string
    }

    /// "60.1699374, 24.9407121": plain decimals whatever the locale.
    nonisolated public static func coordinateText(_ c: Coordinate) -> String {
        DecimalText.format(c.latitude) + ", " + DecimalText.format(c.longitude)
    }

    public func copyLink(for place: Place) { copy(link(for: place)) }

    public func copyCoordinates(of place: Place) { copy(Self.coordinateText(place.coordinate)) }

    private func copy(_ text: String) {
        clipboard?.copy(text: text)
    }
}
