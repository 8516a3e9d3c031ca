#pragma once
#include <shumate/shumate.h>

G_BEGIN_DECLS

// A ShumateDataSource whose tiles come from Swift: each request calls `request` with a GTask;
// Swift answers with pinmap_data_source_deliver (any number of times) then pinmap_tile_task_finish (once).
#define PINMAP_TYPE_DATA_SOURCE (pinmap_data_source_get_type())
G_DECLARE_FINAL_TYPE(PinmapDataSource, pinmap_data_source, PINMAP, DATA_SOURCE, ShumateDataSource)

typedef void (*PinmapTileRequest)(void *context, GTask *task, int x, int y, int zoom);

/// A new source calling `request(context, …)` for every tile; `context` is not owned.
PinmapDataSource *pinmap_data_source_new(PinmapTileRequest request, void *context);
/// Sets (or, with NULL, clears) the Swift callback; `context` is not owned.
void pinmap_data_source_attach(PinmapDataSource *self, PinmapTileRequest request, void *context);
/// Stops calling into Swift (the Swift side is going away); pending and later requests fail as cancelled.
void pinmap_data_source_detach(PinmapDataSource *self);
/// Hands encoded image bytes (PNG, JPEG) for a tile to the renderer ("received-data").
void pinmap_data_source_deliver(PinmapDataSource *self, int x, int y, int zoom, const void *data, gsize length);
/// Completes a request: done (TRUE) or failed with `message`. Consumes the task's reference.
void pinmap_tile_task_finish(GTask *task, gboolean ok, const char *message);
/// True when libshumate cancelled the request (the tile left the view).
gboolean pinmap_tile_task_cancelled(GTask *task);

/// GtkDrawingArea "resize" (width, height) handler shape.
gulong pinmap_connect_resize(gpointer instance, void (*cb)(gpointer, gint, gint, gpointer), gpointer data, GClosureNotify destroy);

G_END_DECLS
