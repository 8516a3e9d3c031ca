#pragma once
#include <gtk/gtk.h>

// Swift imports neither function-like macros nor variadic functions: these inline helpers stand in for them.

// MARK: Checked casts (the GTK_WIDGET()/G_OBJECT() macros).
static inline GObject *pinmap_g_object(gpointer p) { return G_OBJECT(p); }
static inline GtkWidget *pinmap_gtk_widget(gpointer p) { return GTK_WIDGET(p); }
static inline GtkWindow *pinmap_gtk_window(gpointer p) { return GTK_WINDOW(p); }
static inline GtkDrawingArea *pinmap_gtk_drawing_area(gpointer p) { return GTK_DRAWING_AREA(p); }
static inline GtkEventController *pinmap_gtk_event_controller(gpointer p) { return GTK_EVENT_CONTROLLER(p); }
static inline GtkGesture *pinmap_gtk_gesture(gpointer p) { return GTK_GESTURE(p); }
static inline GtkGestureSingle *pinmap_gtk_gesture_single(gpointer p) { return GTK_GESTURE_SINGLE(p); }
static inline GtkGestureDrag *pinmap_gtk_gesture_drag(gpointer p) { return GTK_GESTURE_DRAG(p); }
static inline GtkGestureZoom *pinmap_gtk_gesture_zoom(gpointer p) { return GTK_GESTURE_ZOOM(p); }
static inline GtkEventControllerScroll *pinmap_gtk_event_controller_scroll(gpointer p) { return GTK_EVENT_CONTROLLER_SCROLL(p); }
static inline GtkApplication *pinmap_gtk_application(gpointer p) { return GTK_APPLICATION(p); }
static inline GApplication *pinmap_g_application(gpointer p) { return G_APPLICATION(p); }
static inline GActionMap *pinmap_g_action_map(gpointer p) { return G_ACTION_MAP(p); }
static inline GAction *pinmap_g_action(gpointer p) { return G_ACTION(p); }
static inline gboolean pinmap_is_widget(gpointer p) { return p != NULL && GTK_IS_WIDGET(p); }

// MARK: g_signal_connect, one typed entry per handler shape so Swift passes a typed @convention(c) function.
#define PINMAP_CONNECT(instance, signal, cb, data, destroy) \
    g_signal_connect_data((instance), (signal), G_CALLBACK(cb), (data), (destroy), (GConnectFlags)0)

/// (instance, data): clicked, toggled, activate, destroy, unmap.
static inline gulong pinmap_connect_void(gpointer instance, const char *signal,
        void (*cb)(gpointer, gpointer), gpointer data, GClosureNotify destroy) {
    return PINMAP_CONNECT(instance, signal, cb, data, destroy);
}
/// (instance, data) -> gboolean: close-request.
static inline gulong pinmap_connect_bool(gpointer instance, const char *signal,
        gboolean (*cb)(gpointer, gpointer), gpointer data, GClosureNotify destroy) {
    return PINMAP_CONNECT(instance, signal, cb, data, destroy);
}
/// (instance, pointer, data): notify::prop (GParamSpec*), gesture begin/end (GdkEventSequence*), GAction activate (GVariant*).
static inline gulong pinmap_connect_pointer(gpointer instance, const char *signal,
        void (*cb)(gpointer, gpointer, gpointer), gpointer data, GClosureNotify destroy) {
    return PINMAP_CONNECT(instance, signal, cb, data, destroy);
}
/// (instance, int, double, double, data): GtkGestureClick pressed/released.
static inline gulong pinmap_connect_press(gpointer instance, const char *signal,
        void (*cb)(gpointer, gint, gdouble, gdouble, gpointer), gpointer data, GClosureNotify destroy) {
    return PINMAP_CONNECT(instance, signal, cb, data, destroy);
}
/// (instance, double, double, data): drag-begin/update/end, motion, enter, decelerate.
static inline gulong pinmap_connect_point(gpointer instance, const char *signal,
        void (*cb)(gpointer, gdouble, gdouble, gpointer), gpointer data, GClosureNotify destroy) {
    return PINMAP_CONNECT(instance, signal, cb, data, destroy);
}
/// (instance, double, double, data) -> gboolean: scroll.
static inline gulong pinmap_connect_point_bool(gpointer instance, const char *signal,
        gboolean (*cb)(gpointer, gdouble, gdouble, gpointer), gpointer data, GClosureNotify destroy) {
    return PINMAP_CONNECT(instance, signal, cb, data, destroy);
}
/// (instance, double, data): GtkGestureZoom scale-changed.
static inline gulong pinmap_connect_double(gpointer instance, const char *signal,
        void (*cb)(gpointer, gdouble, gpointer), gpointer data, GClosureNotify destroy) {
    return PINMAP_CONNECT(instance, signal, cb, data, destroy);
}
/// (instance, keyval, keycode, state, data) -> gboolean: key-pressed.
static inline gulong pinmap_connect_key(gpointer instance, const char *signal,
        gboolean (*cb)(gpointer, guint, guint, GdkModifierType, gpointer), gpointer data, GClosureNotify destroy) {
    return PINMAP_CONNECT(instance, signal, cb, data, destroy);
}

// MARK: Non-variadic wrappers for g_object_set.
static inline void pinmap_object_set_bool(gpointer object, const char *name, gboolean value) {
    g_object_set(object, name, value, NULL);
}
static inline void pinmap_object_set_int(gpointer object, const char *name, gint value) {
    g_object_set(object, name, value, NULL);
}
static inline void pinmap_object_set_double(gpointer object, const char *name, gdouble value) {
    g_object_set(object, name, value, NULL);
}
/* A string property's value (g_free it), or NULL. */
static inline char *pinmap_object_get_string(gpointer object, const char *name) {
    char *value = NULL;
    g_object_get(object, name, &value, NULL);
    return value;
}
static inline void pinmap_object_set_string(gpointer object, const char *name, const char *value) {
    g_object_set(object, name, value, NULL);
}

// MARK: Macro constants that are expressions (Swift imports only literal ones).
static inline gint pinmap_priority_default(void) { return G_PRIORITY_DEFAULT; }
static inline gint pinmap_priority_default_idle(void) { return G_PRIORITY_DEFAULT_IDLE; }

// MARK: Accessibility checks (variadic in GTK; tests read back what a screen reader would be told).
/// NULL when `accessible`'s label is `label`, else the label it has (free with g_free).
static inline char *pinmap_test_accessible_check_label(gpointer accessible, const char *label) {
    return gtk_test_accessible_check_property(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_PROPERTY_LABEL, label);
}
/// NULL when `accessible`'s description is `text`, else the description it has (free with g_free).
static inline char *pinmap_test_accessible_check_description(gpointer accessible, const char *text) {
    return gtk_test_accessible_check_property(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text);
}
