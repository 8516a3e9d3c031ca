#include "pinmap_data_source.h"

struct _PinmapDataSource {
  ShumateDataSource parent_instance;
  PinmapTileRequest request;
  void *context;
};

G_DEFINE_TYPE(PinmapDataSource, pinmap_data_source, SHUMATE_TYPE_DATA_SOURCE)

static void
pinmap_data_source_get_tile_data_async(ShumateDataSource *source, int x, int y, int zoom,
                                       GCancellable *cancellable, GAsyncReadyCallback callback, gpointer user_data)
{
  PinmapDataSource *self = PINMAP_DATA_SOURCE(source);
  GTask *task = g_task_new(self, cancellable, callback, user_data);
  g_task_set_source_tag(task, pinmap_data_source_get_tile_data_async);
  if (self->request == NULL) {
    // The Swift side is gone: fail rather than leave the tile pending forever.
    pinmap_tile_task_finish(task, FALSE, "tile source detached");
    return;
  }
  // Swift owns the task's reference until it calls pinmap_tile_task_finish.
  self->request(self->context, task, x, y, zoom);
}

static GBytes *
pinmap_data_source_get_tile_data_finish(ShumateDataSource *source, GAsyncResult *result, GError **error)
{
  // The raster renderer paints from "received-data"; the result only marks the tile done.
  gboolean ok = g_task_propagate_boolean(G_TASK(result), error);
  return ok ? g_bytes_new(NULL, 0) : NULL;
}

static void
pinmap_data_source_class_init(PinmapDataSourceClass *klass)
{
  ShumateDataSourceClass *source_class = SHUMATE_DATA_SOURCE_CLASS(klass);
  source_class->get_tile_data_async = pinmap_data_source_get_tile_data_async;
  source_class->get_tile_data_finish = pinmap_data_source_get_tile_data_finish;
}

static void
pinmap_data_source_init(PinmapDataSource *self)
{
  self->request = NULL;
  self->context = NULL;
}

PinmapDataSource *
pinmap_data_source_new(PinmapTileRequest request, void *context)
{
  PinmapDataSource *self = g_object_new(PINMAP_TYPE_DATA_SOURCE, NULL);
  self->request = request;
  self->context = context;
  return self;
}

void
pinmap_data_source_attach(PinmapDataSource *self, PinmapTileRequest request, void *context)
{
  self->request = request;
  self->context = context;
}

void
pinmap_data_source_detach(PinmapDataSource *self)
{
  self->request = NULL;
  self->context = NULL;
}

void
pinmap_data_source_deliver(PinmapDataSource *self, int x, int y, int zoom, const void *data, gsize length)
{
  g_autoptr(GBytes) bytes = g_bytes_new(data, length);
  g_signal_emit_by_name(self, "received-data", x, y, zoom, bytes);
}

void
pinmap_tile_task_finish(GTask *task, gboolean ok, const char *message)
{
  if (ok)
    g_task_return_boolean(task, TRUE);
  else if (g_task_return_error_if_cancelled(task))
    ;
  else
    g_task_return_new_error(task, G_IO_ERROR, G_IO_ERROR_FAILED, "%s", message ? message : "no tile");
  g_object_unref(task);
}

gboolean
pinmap_tile_task_cancelled(GTask *task)
{
  GCancellable *c = g_task_get_cancellable(task);
  return c != NULL && g_cancellable_is_cancelled(c);
}

gulong
pinmap_connect_resize(gpointer instance, void (*cb)(gpointer, gint, gint, gpointer), gpointer data, GClosureNotify destroy)
{
  return g_signal_connect_data(instance, "resize", G_CALLBACK(cb), data, destroy, (GConnectFlags)0);
}
