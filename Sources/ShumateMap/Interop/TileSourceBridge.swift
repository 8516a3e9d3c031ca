import CGtk
import CShumate
import CShumateShim
import Foundation
import MapCore

/// A libshumate raster map source for one style whose tiles come from a `TileFeed`: a `PinmapDataSource`
/// (the C shim's ShumateDataSource subclass) calls back here; answers go out as "received-data" and task results.
@MainActor
final class TileSourceBridge {
    /// The ShumateRasterRenderer to install as the map's source.
    nonisolated(unsafe) let mapSource: OpaquePointer
    nonisolated(unsafe) private let source: OpaquePointer
    private let feed: TileFeed

    init(style: MapStyle, feed: TileFeed) {
        self.feed = feed
        source = pinmap_data_source_new(nil, nil)
        let minZoom = UInt32(max(0, style.minZoom)), maxZoom = UInt32(max(style.minZoom, style.maxZoom))
        let renderer = shumate_raster_renderer_new_full(style.id, style.name, style.attribution, style.attributionURL ?? "",
                                                        minZoom, maxZoom, UInt32(max(1, style.tileSize)),
                                                        SHUMATE_MAP_PROJECTION_MERCATOR,
                                                        pinmap_shumate_data_source(UnsafeMutableRawPointer(source)))
        mapSource = renderer!
        // Unretained: deinit detaches the source before this object goes, so the callback never outlives it.
        pinmap_data_source_attach(source, { context, task, x, y, zoom in
            guard let context, let task else { return }
            let bridge = Unmanaged<TileSourceBridge>.fromOpaque(context).takeUnretainedValue()
            MainActor.assumeIsolated { bridge.requested(task: task, tile: TileID(z: Int(zoom), x: Int(x), y: Int(y))) }
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        pinmap_data_source_detach(source)
        g_object_unref(UnsafeMutableRawPointer(source))
        g_object_unref(UnsafeMutableRawPointer(mapSource))
    }

    private func requested(task: OpaquePointer, tile: TileID) {
        let source = self.source
        var finished = false
        feed.request(TileFeed.Request(tile: tile, respond: { answer in
            guard !finished else { return }
            switch answer {
            case .partial(let bytes):
                Self.deliver(bytes, tile: tile, source: source)
            case .complete(let bytes):
                Self.deliver(bytes, tile: tile, source: source)
                finished = true
                pinmap_tile_task_finish(task, 1, nil)
            case .cancelled:
                finished = true
                pinmap_tile_task_finish(task, 0, "cancelled")
            case .failed(let message):
                finished = true
                pinmap_tile_task_finish(task, 0, message)
            }
        }, isCancelled: { pinmap_tile_task_cancelled(task) != 0 }))
    }

    private static func deliver(_ bytes: Data, tile: TileID, source: OpaquePointer) {
        bytes.withUnsafeBytes { buffer in
            pinmap_data_source_deliver(source, Int32(tile.x), Int32(tile.y), Int32(tile.z), buffer.baseAddress, gsize(buffer.count))
        }
    }
}
