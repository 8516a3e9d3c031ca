#include "pinmap_label_layer.h"

struct _PinmapLabelLayer {
  ShumateLayer parent_instance;
};

G_DEFINE_TYPE(PinmapLabelLayer, pinmap_label_layer, SHUMATE_TYPE_LAYER)

static void
pinmap_label_layer_dispose(GObject *object)
{
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child(GTK_WIDGET(object))))
    gtk_widget_unparent(child);
  G_OBJECT_CLASS(pinmap_label_layer_parent_class)->dispose(object);
}

static void
pinmap_label_layer_class_init(PinmapLabelLayerClass *klass)
{
  G_OBJECT_CLASS(klass)->dispose = pinmap_label_layer_dispose;
  // The child is sized to the layer, which the map sizes to itself.
  gtk_widget_class_set_layout_manager_type(GTK_WIDGET_CLASS(klass), GTK_TYPE_BIN_LAYOUT);
}

static void
pinmap_label_layer_init(PinmapLabelLayer *self)
{
  gtk_widget_set_can_target(GTK_WIDGET(self), FALSE);
}

ShumateLayer *
pinmap_label_layer_new(ShumateViewport *viewport, GtkWidget *child)
{
  ShumateLayer *self = g_object_new(PINMAP_TYPE_LABEL_LAYER, "viewport", viewport, NULL);
  gtk_widget_set_can_target(child, FALSE);
  gtk_widget_set_parent(child, GTK_WIDGET(self));
  return self;
}
