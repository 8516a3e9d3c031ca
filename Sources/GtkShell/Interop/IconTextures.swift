import CGtk

/// Category icons (SVG files) decoded into GdkTextures ahead of time: read on a start-up thread while GTK
/// initialises, so the side panel's badges do not each parse an SVG on the main thread. Immutable once made,
/// and GdkTextures may be shared between threads.
public final class IconTextures: @unchecked Sendable {
    /// Path → texture, one reference each.
    private let textures: [String: OpaquePointer]

    /// Reads every file it can; one that fails is left out, and its badge reads the file itself as before.
    public init(paths: [String]) {
        var made: [String: OpaquePointer] = [:]
        for path in Set(paths) {
            if let texture = gdk_texture_new_from_filename(path, nil) { made[path] = texture }
        }
        textures = made
    }

    deinit {
        for texture in textures.values { g_object_unref(UnsafeMutableRawPointer(texture)) }
    }

    public var count: Int { textures.count }

    /// The texture read from `path`, or nil.
    func texture(for path: String) -> OpaquePointer? { textures[path] }
}
