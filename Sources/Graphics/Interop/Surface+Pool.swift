import CCairo

/// What a pooled cairo surface carries as user data, so its buffer goes home when Cairo finalises it.
private final class PooledBuffer {
    let pool: SurfacePool
    let pointer: UnsafeMutableRawPointer
    let bytes: Int
    init(pool: SurfacePool, pointer: UnsafeMutableRawPointer, bytes: Int) { self.pool = pool; self.pointer = pointer; self.bytes = bytes }
}

// One key for all pooled surfaces; Cairo compares keys by address, so it must never move.
nonisolated(unsafe) private let pooledBufferKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

// Runs inside cairo_surface_destroy once the surface's last reference is gone and pixman no longer uses the pixels.
private let returnPooledBuffer: @convention(c) (UnsafeMutableRawPointer?) -> Void = { context in
    guard let context else { return }
    let lease = Unmanaged<PooledBuffer>.fromOpaque(context).takeRetainedValue()
    lease.pool.give(lease.pointer, bytes: lease.bytes)
}

extension Surface {
    /// A cairo surface (ARGB32 or RGB24: the same buffer layout) over a pool buffer, or nil when the pool does not
    /// serve this size or cannot map memory.
    static func makePooled(width: Int, height: Int, format: cairo_format_t, cleared: Bool, pool: SurfacePool) -> OpaquePointer? {
        guard pool.serves(width: width, height: height) else {
            pool.noteBypass()
            return nil
        }
        let (bytes, stride) = SurfacePool.bufferBytes(width: width, height: height)
        guard let buffer = pool.take(bytes: bytes, cleared: cleared) else { return nil }
        let s = cairo_image_surface_create_for_data(buffer.assumingMemoryBound(to: UInt8.self), format,
                                                    Int32(width), Int32(height), Int32(stride))!
        let lease = Unmanaged.passRetained(PooledBuffer(pool: pool, pointer: buffer, bytes: bytes)).toOpaque()
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS,
              cairo_surface_set_user_data(s, pooledBufferKey, lease, returnPooledBuffer) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(s)
            Unmanaged<PooledBuffer>.fromOpaque(lease).release()
            pool.give(buffer, bytes: bytes)
            return nil
        }
        return s
    }

    /// Whether this surface's pixels belong to a pool.
    var isPooled: Bool { cairo_surface_get_user_data(raw, pooledBufferKey) != nil }

    /// Address of the first pixel, so tests can tell buffers apart.
    var pixelAddress: UInt { UInt(bitPattern: cairo_image_surface_get_data(raw)) }
}
