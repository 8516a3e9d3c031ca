import CGtk

@MainActor
extension AppUI {
    /// Sets the accessible label screen readers announce (icon-only buttons, rows whose text is split up).
    public static func setAccessibleLabel(_ widget: Widget, _ text: String) {
        setAccessibleString(widget, GTK_ACCESSIBLE_PROPERTY_LABEL, text)
    }

    /// Sets the accessible description (read after the label).
    public static func setAccessibleDescription(_ widget: Widget, _ text: String) {
        setAccessibleString(widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text)
    }

    private static func setAccessibleString(_ widget: Widget, _ property: GtkAccessibleProperty, _ text: String) {
        // The non-variadic form: one property, one GValue holding a string ("gchararray" is G_TYPE_STRING's name).
        var value = GValue()
        g_value_init(&value, g_type_from_name("gchararray"))
        g_value_set_string(&value, text)
        var properties = [property]
        withUnsafePointer(to: &value) { v in
            gtk_accessible_update_property_value(OpaquePointer(widget.raw), 1, &properties, v)
        }
        g_value_unset(&value)
    }
}
