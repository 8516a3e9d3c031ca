#pragma once
#include <pango/pangocairo.h>

// Typed unref wrappers: Swift cannot pass these as gpointer without casts.
static inline void pinmap_layout_unref(PangoLayout *l) { g_object_unref(l); }
static inline void pinmap_context_unref(PangoContext *c) { g_object_unref(c); }
