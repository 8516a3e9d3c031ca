import CGtk
import GtkInterop

/// What a shown widget looks like now, drawn by its window's renderer into memory (tests read icon colours).
@MainActor
public enum WidgetPixels {
    /// Straight (not premultiplied) RGBA of one pixel.
    public struct Pixel: Equatable, Sendable { public let r, g, b, a: UInt8 }

    /// The widget's pixels row by row, `width` × `height` in points; nil before it is shown in a window.
    public static func capture(_ widget: Widget) -> (width: Int, height: Int, pixels: [Pixel])? {
        let w = Int(gtk_widget_get_width(widget.raw)), h = Int(gtk_widget_get_height(widget.raw))
        guard w > 0, h > 0, let native = gtk_widget_get_native(widget.raw),
              let renderer = gtk_native_get_renderer(native) else { return nil }
        let paintable = gtk_widget_paintable_new(widget.raw)
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(paintable, snapshot, Double(w), Double(h))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
        defer { gsk_render_node_unref(node) }
        guard let texture = gsk_renderer_render_texture(renderer, node, nil) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let tw = Int(gdk_texture_get_width(texture)), th = Int(gdk_texture_get_height(texture))
        var bytes = [UInt8](repeating: 0, count: tw * th * 4)
        bytes.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(tw * 4)) }
        // Cairo's ARGB32 in memory: B, G, R, A, premultiplied.
        var pixels: [Pixel] = []
        pixels.reserveCapacity(tw * th)
        for i in stride(from: 0, to: bytes.count, by: 4) {
            let a = bytes[i + 3]
            func straight(_ v: UInt8) -> UInt8 { a == 0 ? 0 : UInt8(min(255, Int(v) * 255 / Int(a))) }
            pixels.append(Pixel(r: straight(bytes[i + 2]), g: straight(bytes[i + 1]), b: straight(bytes[i]), a: a))
        }
        return (tw, th, pixels)
    }
}
