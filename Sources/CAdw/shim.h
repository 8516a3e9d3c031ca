#pragma once
#include <adwaita.h>

// Checked casts Swift cannot import as macros.
static inline AdwFlap *pinmap_adw_flap(gpointer p) { return ADW_FLAP(p); }
static inline AdwHeaderBar *pinmap_adw_header_bar(gpointer p) { return ADW_HEADER_BAR(p); }
static inline AdwToastOverlay *pinmap_adw_toast_overlay(gpointer p) { return ADW_TOAST_OVERLAY(p); }
static inline AdwApplicationWindow *pinmap_adw_application_window(gpointer p) { return ADW_APPLICATION_WINDOW(p); }
static inline AdwAboutWindow *pinmap_adw_about_window(gpointer p) { return ADW_ABOUT_WINDOW(p); }
static inline AdwPreferencesWindow *pinmap_adw_preferences_window(gpointer p) { return ADW_PREFERENCES_WINDOW(p); }
static inline AdwPreferencesPage *pinmap_adw_preferences_page(gpointer p) { return ADW_PREFERENCES_PAGE(p); }
static inline AdwPreferencesGroup *pinmap_adw_preferences_group(gpointer p) { return ADW_PREFERENCES_GROUP(p); }
static inline AdwActionRow *pinmap_adw_action_row(gpointer p) { return ADW_ACTION_ROW(p); }
static inline AdwPreferencesRow *pinmap_adw_preferences_row(gpointer p) { return ADW_PREFERENCES_ROW(p); }
static inline AdwEntryRow *pinmap_adw_entry_row(gpointer p) { return ADW_ENTRY_ROW(p); }
static inline AdwComboRow *pinmap_adw_combo_row(gpointer p) { return ADW_COMBO_ROW(p); }

// Signal shapes the shell's libadwaita and GIO code needs beyond CGtk's (g_signal_connect is a macro).
/// (GApplication*, GFile**, gint, const gchar *hint, data): GApplication "open".
static inline gulong pinmap_connect_open(gpointer instance,
        void (*cb)(gpointer, GFile **, gint, const gchar *, gpointer), gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, "open", G_CALLBACK(cb), data, destroy, (GConnectFlags)0);
}
/// (instance, gint, data): GtkNativeDialog "response".
static inline gulong pinmap_connect_int(gpointer instance, const char *signal,
        void (*cb)(gpointer, gint, gpointer), gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(cb), data, destroy, (GConnectFlags)0);
}
static inline GtkNativeDialog *pinmap_gtk_native_dialog(gpointer p) { return GTK_NATIVE_DIALOG(p); }
static inline GtkFileChooser *pinmap_gtk_file_chooser(gpointer p) { return GTK_FILE_CHOOSER(p); }
static inline GListModel *pinmap_g_list_model(gpointer p) { return G_LIST_MODEL(p); }
/// (GtkDropTarget, const GValue *, x, y, data) -> gboolean: "drop".
static inline gulong pinmap_connect_drop(gpointer instance,
        gboolean (*cb)(gpointer, const GValue *, gdouble, gdouble, gpointer), gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, "drop", G_CALLBACK(cb), data, destroy, (GConnectFlags)0);
}
/// (GtkDropTarget, x, y, data) -> GdkDragAction: "enter" and "motion".
static inline gulong pinmap_connect_drop_enter(gpointer instance, const char *signal,
        GdkDragAction (*cb)(gpointer, gdouble, gdouble, gpointer), gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(cb), data, destroy, (GConnectFlags)0);
}
static inline GType pinmap_gdk_file_list_type(void) { return GDK_TYPE_FILE_LIST; }
/// (GFileMonitor, GFile *file, GFile *other, GFileMonitorEvent, data): "changed".
static inline gulong pinmap_connect_file_monitor(gpointer instance,
        void (*cb)(gpointer, gpointer, gpointer, GFileMonitorEvent, gpointer), gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, "changed", G_CALLBACK(cb), data, destroy, (GConnectFlags)0);
}
