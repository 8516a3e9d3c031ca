import AppCore
import GtkInterop
import MapCore

/// The place popover's star: filled when the place is a favourite; a click stars or unstars it in the store.
@MainActor
final class FavouriteStar {
    let button: Widget

    init(place: Place, store: MapStore) {
        button = AppUI.button(iconName: "non-starred-symbolic")
        AppUI.setHasFrame(button, false)
        button.setName("popover-favourite")
        let show = { [button] in
            let on = store.isFavourite(place)
            AppUI.setButtonIcon(button, on ? "starred-symbolic" : "non-starred-symbolic")
            button.setTooltip(on ? tr("Remove from favourites") : tr("Add to favourites"))
            AppUI.setAccessibleLabel(button, on ? tr("Remove from favourites") : tr("Add to favourites"))
        }
        show()
        AppUI.onClicked(button) {
            store.toggleFavourite(place)
            show()
        }
    }
}
