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
        onAccessibleDescription?(widget, text)
    }

    /// Told every description set (the debug dump reads the map's back: GTK keeps no getter).
    public static var onAccessibleDescription: (@MainActor (Widget, String) -> Void)?

    /// Sets what kind of thing assistive technology announces; only before the widget is realized.
    public static func setAccessibleRole(_ widget: Widget, _ role: AccessibleRole) {
        pinmap_object_set_int(widget.gobjectPointer, "accessible-role", Int32(bitPattern: role.gtk.rawValue))
    }

    public static func accessibleRole(_ widget: Widget) -> AccessibleRole? {
        let role = gtk_accessible_get_accessible_role(OpaquePointer(widget.raw))
        return AccessibleRole.allCases.first { $0.gtk == role }
    }

    /// Whether the accessible label is exactly `text` (GTK keeps no getter: its test context reads it back).
    public static func hasAccessibleLabel(_ widget: Widget, _ text: String) -> Bool {
        guard let mismatch = pinmap_test_accessible_check_label(widget.gobjectPointer, text) else { return true }
        g_free(mismatch)
        return false
    }

    /// Whether the accessible description is exactly `text` (read back as for the label).
    public static func hasAccessibleDescription(_ widget: Widget, _ text: String) -> Bool {
        guard let mismatch = pinmap_test_accessible_check_description(widget.gobjectPointer, text) else { return true }
        g_free(mismatch)
        return false
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

/// The accessible roles Pinmap sets by hand.
public enum AccessibleRole: CaseIterable, Sendable {
    /// A landmark section with a name, as web maps mark their map ("Map, region").
    case region
    /// Items that belong together, announced with their name ("Categories, 12 items").
    case group
    /// A group of radio buttons: one choice among them.
    case radioGroup

    package var gtk: GtkAccessibleRole {
        switch self {
        case .region: return GTK_ACCESSIBLE_ROLE_REGION
        case .group: return GTK_ACCESSIBLE_ROLE_GROUP
        case .radioGroup: return GTK_ACCESSIBLE_ROLE_RADIO_GROUP
        }
    }
}
