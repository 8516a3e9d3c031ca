#pragma once
#include <shumate/shumate.h>

// Checked casts Swift cannot import as macros.
static inline ShumateMapSource *pinmap_shumate_map_source(gpointer p) { return SHUMATE_MAP_SOURCE(p); }
static inline ShumateLayer *pinmap_shumate_layer(gpointer p) { return SHUMATE_LAYER(p); }
static inline ShumateLocation *pinmap_shumate_location(gpointer p) { return SHUMATE_LOCATION(p); }
static inline ShumateDataSource *pinmap_shumate_data_source(gpointer p) { return SHUMATE_DATA_SOURCE(p); }
static inline GtkWidget *pinmap_shumate_widget(gpointer p) { return GTK_WIDGET(p); }
static inline GtkPicture *pinmap_shumate_picture(gpointer p) { return GTK_PICTURE(p); }
static inline GtkOverlay *pinmap_shumate_overlay(gpointer p) { return GTK_OVERLAY(p); }
static inline GtkLabel *pinmap_shumate_label(gpointer p) { return GTK_LABEL(p); }
