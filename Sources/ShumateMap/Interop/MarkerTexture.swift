import CGtk
import Foundation
import MapRender

/// A sprite as a GdkTexture (made once from its PNG bytes) plus how to lay it out around its anchor.
@MainActor
final class MarkerTexture {
    nonisolated(unsafe) let texture: OpaquePointer
    let layout: MarkerLayout
    var paintable: OpaquePointer { texture }

    init?(_ image: MarkerImage) {
        guard let png = try? image.surface.pngData() else { return nil }
        let bytes = png.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> OpaquePointer? in
            g_bytes_new(buffer.baseAddress, gsize(buffer.count))
        }
        guard let bytes else { return nil }
        defer { g_bytes_unref(bytes) }
        guard let made = gdk_texture_new_from_bytes(bytes, nil) else { return nil }
        texture = made
        layout = MarkerLayout(size: image.size, anchor: image.anchorPoints)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(texture)) }
}
