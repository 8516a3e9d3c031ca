import CCairo

extension Surface {
    /// An opaque image (Cairo's RGB24, not pooled): copied onto another surface with no blending, which is what a
    /// cached map layer needs. Throws on sizes Cairo refuses.
    public static func opaque(width: Int, height: Int) throws(ImageError) -> Surface {
        guard width > 0, height > 0, width <= 16384, height <= 16384 else { throw .invalidSize(width: width, height: height) }
        let s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))!
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(s)
            throw .invalidSize(width: width, height: height)
        }
        return Surface(adopting: s)
    }
}
