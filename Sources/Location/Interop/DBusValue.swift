import CGio

/// One owned GVariant (a reply's body or a signal's parameters), read with typed accessors that return nil on
/// a type mismatch instead of trapping in GLib.
final class DBusValue: @unchecked Sendable {
    private let raw: OpaquePointer

    /// Takes ownership of a full reference (a call's reply).
    init(owning raw: OpaquePointer) { self.raw = raw }
    /// Adds a reference to a borrowed variant (a signal's parameters).
    init(borrowing raw: OpaquePointer) { self.raw = g_variant_ref_sink(raw) }
    deinit { g_variant_unref(raw) }

    var childCount: Int { g_variant_is_container(raw) != 0 ? Int(g_variant_n_children(raw)) : 0 }

    func child(_ index: Int) -> DBusValue? {
        guard index < childCount else { return nil }
        return DBusValue(owning: g_variant_get_child_value(raw, gsize(index)))
    }

    /// The value under `key` in an `a{sv}` dictionary, unboxed.
    func lookup(_ key: String) -> DBusValue? {
        guard g_variant_is_of_type(raw, vardictType) != 0, let v = g_variant_lookup_value(raw, key, nil) else { return nil }
        return DBusValue(owning: v)
    }

    /// A `v` unboxed.
    var unboxed: DBusValue? {
        guard g_variant_classify(raw) == G_VARIANT_CLASS_VARIANT else { return nil }
        return DBusValue(owning: g_variant_get_variant(raw))
    }

    var string: String? {
        let c = g_variant_classify(raw)
        guard c == G_VARIANT_CLASS_STRING || c == G_VARIANT_CLASS_OBJECT_PATH else { return nil }
        return String(cString: g_variant_get_string(raw, nil))
    }

    var double: Double? { g_variant_classify(raw) == G_VARIANT_CLASS_DOUBLE ? g_variant_get_double(raw) : nil }
    var uint64: UInt64? { g_variant_classify(raw) == G_VARIANT_CLASS_UINT64 ? UInt64(g_variant_get_uint64(raw)) : nil }

    private var vardictType: OpaquePointer { g_variant_type_checked_("a{sv}") }

    /// Arguments for a call: `(ssv)` with a string value, `(ssv)` with a uint32 value, `(s)`.
    static func propertySet(interface: String, name: String, string value: String) -> OpaquePointer {
        pinmap_properties_set_args(interface, name, g_variant_new_string(value))
    }

    static func propertySet(interface: String, name: String, uint32 value: UInt32) -> OpaquePointer {
        pinmap_properties_set_args(interface, name, g_variant_new_uint32(value))
    }

    static func stringTuple(_ value: String) -> OpaquePointer { pinmap_string_tuple(value) }
}
