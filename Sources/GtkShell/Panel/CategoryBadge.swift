import GtkInterop
import MapCore

/// A category's icon on a disc of its colour (the icons are white glyphs drawn for pins).
@MainActor
enum CategoryBadge {
    /// Icon side in points; the disc adds `padding` on each side.
    static let iconSize = 14
    static let padding = 3

    static func make(_ category: PlaceCategory, icons: CategoryIcons) -> Widget {
        let image = icons.path(for: category).map { AppUI.image(file: $0, pixelSize: iconSize, preloaded: icons.textures) }
            ?? AppUI.image(iconName: category.id == FavouritesRow.category.id ? "starred-symbolic" : "mark-location-symbolic",
                           pixelSize: iconSize)
        image.addCSSClass("pinmap-badge")
        image.addCSSClass(cssClass(category))
        AppUI.center(image)
        return image
    }

    /// One rule per category colour, loaded once with the window's CSS.
    static func css(for categories: [PlaceCategory]) -> String {
        var css = ".pinmap-badge { border-radius: 999px; padding: \(padding)px; color: white; }\n"
        for c in categories { css += ".\(cssClass(c)) { background-color: \(c.color.hex); }\n" }
        return css
    }

    private static func cssClass(_ category: PlaceCategory) -> String {
        // CSS class names allow letters, digits, '-' and '_'; anything else becomes '-'.
        "pinmap-cat-" + String(category.id.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "-" })
    }
}
