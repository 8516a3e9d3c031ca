#pragma once
#include <gdk-pixbuf/gdk-pixbuf.h>

// g_object_unref takes a gpointer; a typed wrapper keeps Swift call sites free of casts.
static inline void pinmap_pixbuf_unref(GdkPixbuf *p) { g_object_unref(p); }
static inline void pinmap_loader_unref(GdkPixbufLoader *l) { g_object_unref(l); }
