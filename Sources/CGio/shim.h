#pragma once
#include <gio/gio.h>

// Swift imports neither function-like macros nor variadic functions: these helpers stand in for them.

/// G_DBUS_ERROR's quark (a macro).
static inline GQuark pinmap_g_dbus_error_quark(void) { return G_DBUS_ERROR; }
/// G_IO_ERROR's quark (a macro).
static inline GQuark pinmap_g_io_error_quark(void) { return G_IO_ERROR; }
/// A `(ssv)` tuple for org.freedesktop.DBus.Properties.Set, built without the variadic g_variant_new.
static inline GVariant *pinmap_properties_set_args(const char *interface, const char *name, GVariant *value) {
    GVariant *items[3] = { g_variant_new_string(interface), g_variant_new_string(name), g_variant_new_variant(value) };
    return g_variant_new_tuple(items, 3);
}
/// A `(s)` tuple.
static inline GVariant *pinmap_string_tuple(const char *value) {
    GVariant *item = g_variant_new_string(value);
    return g_variant_new_tuple(&item, 1);
}
