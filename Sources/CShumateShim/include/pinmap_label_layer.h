#pragma once
#include <shumate/shumate.h>

G_BEGIN_DECLS

// A ShumateLayer (abstract in libshumate 1.0) holding one child that fills it: the map's names are drawn in a
// GtkDrawingArea placed among the map's layers, above the tiles and below the marker layers.
#define PINMAP_TYPE_LABEL_LAYER (pinmap_label_layer_get_type())
G_DECLARE_FINAL_TYPE(PinmapLabelLayer, pinmap_label_layer, PINMAP, LABEL_LAYER, ShumateLayer)

/// A new (floating) layer on `viewport` showing `child` over its whole area; it never takes clicks.
ShumateLayer *pinmap_label_layer_new(ShumateViewport *viewport, GtkWidget *child);

G_END_DECLS
