import AppCore
import CGtk
import GtkInterop
import MapCore

/// The round "show my location" button floating at the map's bottom right. It only sends the press to the store
/// and shows what the store says: its tooltip explains a failure, it is highlighted while following.
@MainActor
final class LocationButton {
    /// Float this over the map (it aligns itself to the bottom right).
    let button: Widget
    private let store: MapStore

    init(store: MapStore) {
        self.store = store
        button = AppUI.button(iconName: "find-location-symbolic")
        for name in ["osd", "circular", "pinmap-location-button", ZoomControls.opaqueClass] { button.addCSSClass(name) }
        button.setAlign(horizontal: GTK_ALIGN_END, vertical: GTK_ALIGN_END)
        button.setMargins(top: 0, bottom: 48, start: 0, end: 12)
        button.setFocusOnClick(false)
        AppUI.setAccessibleLabel(button, tr("Show my location"))
        button.setName("show-my-location")
        AppUI.onClicked(button) { [weak self] in self?.store.locationButtonPressed() }
        store.observe { [weak self] change in
            if change.contains(.location) { self?.render() }
        }
    }

    private func render() {
        button.setTooltip(store.locationTooltip)
        if store.location.mode == .following { button.addCSSClass("suggested-action") } else { button.removeCSSClass("suggested-action") }
        if store.location.state.problem != nil { button.addCSSClass("error") } else { button.removeCSSClass("error") }
    }
}
