import CGtk
import GtkInterop

@MainActor
extension AppUI {
    public static func button(label: String) -> Widget { wrap(gtk_button_new_with_label(label)) }

    public static func button(mnemonic: String) -> Widget { wrap(gtk_button_new_with_mnemonic(mnemonic)) }

    public static func button(iconName: String) -> Widget { wrap(gtk_button_new_from_icon_name(iconName)) }

    public static func setButtonChild(_ button: Widget, _ child: Widget) { gtk_button_set_child(button.cast(to: GtkButton.self), child.raw) }

    public static func setButtonLabel(_ button: Widget, _ text: String) { gtk_button_set_label(button.cast(to: GtkButton.self), text) }

    public static func setHasFrame(_ button: Widget, _ on: Bool) { gtk_button_set_has_frame(button.cast(to: GtkButton.self), on ? 1 : 0) }

    /// Calls `handler` on "clicked".
    public static func onClicked(_ button: Widget, _ handler: @escaping @MainActor () -> Void) {
        Signal.connect(button, "clicked", handler)
    }

    /// An image from a file (an SVG icon); GTK shows a "missing image" icon when the file is absent.
    /// `preloaded` textures are used when they hold the file (the same pixels, decoded before the window was built).
    public static func image(file path: String, pixelSize: Int, preloaded: IconTextures? = nil) -> Widget {
        let w = wrap(preloaded?.texture(for: path).map { gtk_image_new_from_paintable($0) } ?? gtk_image_new_from_file(path))
        gtk_image_set_pixel_size(w.opaque, Int32(pixelSize))
        return w
    }

    public static func image(iconName: String, pixelSize: Int = 16) -> Widget {
        let w = wrap(gtk_image_new_from_icon_name(iconName))
        gtk_image_set_pixel_size(w.opaque, Int32(pixelSize))
        return w
    }
}

@MainActor
extension AppUI {
    /// Replaces a button's content with a themed icon.
    public static func setButtonIcon(_ button: Widget, _ iconName: String) {
        gtk_button_set_icon_name(button.cast(to: GtkButton.self), iconName)
    }
}
