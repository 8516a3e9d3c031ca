import Foundation
import Graphics
import MapCore

/// Measures and rasterises label text with Pango: the glyphs drawn into an alpha mask, that mask grown by the halo's
/// width and painted in the halo colour, then the glyph mask in the text colour. Images are kept in an LRU keyed by everything that changes their pixels, so a frame rasterises only
/// labels it has not drawn before; text sizes are kept too, as a pan measures every candidate again.
/// Line labels are rasterised already turned, to the nearest degree: cairo 1.16 takes 0.2–1 ms to copy a turned image
/// (measured on 110×22 images), against a few µs for an unturned copy, so turning a cached image each frame costs
/// 50 line labels tens of milliseconds. Glyphs rendered turned are also sharper than a resampled bitmap.
final class LabelPainter {
    private struct ImageKey: Hashable {
        let text: String
        let fontSize: Double
        let color: RGBColor
        let haloColor: RGBColor
        let haloWidth: Double
        let scale: Double
        /// Whole degrees, clockwise.
        let degrees: Int
    }

    private struct SizeKey: Hashable {
        let text: String
        let fontSize: Double
    }

    let fontFamily: String
    private var images: LRUCache<ImageKey, LabelImage>
    private var sizes: LRUCache<SizeKey, PixelSize>
    /// One layout per font size, for measuring and for rasterising apart (rasterising re-targets a layout to a scaled surface).
    private var measuringLayouts: LRUCache<Double, TextLayout>
    private var drawingLayouts: LRUCache<Double, TextLayout>
    /// Images rasterised so far (tests and benches read it to see the cache work).
    private(set) var rasterised = 0

    init(options: LabelOptions) {
        fontFamily = options.fontFamily
        images = LRUCache(capacity: options.imageCapacity, byteLimit: options.imageBytes, cost: \.byteCount)
        sizes = LRUCache(capacity: options.measureCapacity)
        measuringLayouts = LRUCache(capacity: 16)
        drawingLayouts = LRUCache(capacity: 16)
    }

    var cachedImageCount: Int { images.count }
    /// Pixel bytes of the cached label images.
    var cachedImageBytes: Int { images.totalBytes }
    var cachedSizeCount: Int { sizes.count }

    /// The text's logical size in points at `fontSize` points (halo not included).
    func measure(_ text: String, fontSize: Double) -> PixelSize {
        let key = SizeKey(text: text, fontSize: fontSize)
        if let s = sizes.value(for: key) { return s }
        let layout = Self.layout(fontSize: fontSize, family: fontFamily, in: &measuringLayouts)
        layout.setText(text)
        let s = layout.size
        sizes.insert(s, for: key)
        return s
    }

    /// The label's image at `scale` device pixels per point, turned to its angle (to the nearest degree): cached,
    /// else rasterised now. Nil only for absurd sizes.
    func image(for label: PlacedLabel, scale: Double) -> LabelImage? {
        let key = Self.imageKey(for: label, scale: scale)
        if let image = images.value(for: key) { return image }
        guard let image = rasterise(label, degrees: key.degrees, scale: scale) else { return nil }
        images.insert(image, for: key)
        rasterised += 1
        return image
    }

    private static func imageKey(for label: PlacedLabel, scale: Double) -> ImageKey {
        let degrees = label.angle.isFinite ? Int((label.angle * 180 / .pi).rounded()) : 0
        return ImageKey(text: label.text, fontSize: label.fontSize, color: label.color, haloColor: label.haloColor,
                        haloWidth: label.haloWidth, scale: scale, degrees: degrees)
    }

    /// Keeps the images of `placed` at `scale` and the sizes of `measured`'s texts, what the next frame of the same
    /// view draws and measures, and drops the rest with its tables' room (called while the map is idle).
    /// - Complexity: O(cached entries + placed + measured).
    func releaseCaches(keeping placed: [PlacedLabel], at scale: Double?, measured: [LabelCandidate]) {
        let keptImages = Set(scale.map { s in placed.map { Self.imageKey(for: $0, scale: s) } } ?? [])
        images.removeAll { keptImages.contains($0) }
        let keptSizes = Set(measured.map { SizeKey(text: $0.text, fontSize: $0.fontSize) })
        sizes.removeAll { keptSizes.contains($0) }
        // One Pango layout per font size, made again on the next use.
        measuringLayouts.removeAll()
        drawingLayouts.removeAll()
    }

    private func rasterise(_ label: PlacedLabel, degrees: Int, scale s: Double) -> LabelImage? {
        let layout = Self.layout(fontSize: label.fontSize, family: fontFamily, in: &drawingLayouts)
        layout.setText(label.text)
        let text = layout.size
        let halo = label.haloWidth.isFinite ? max(0, label.haloWidth) : 0
        // One point more than the halo on each side: antialiasing and glyphs that overhang their logical box.
        let margin = halo + 1
        let angle = Double(degrees) * .pi / 180
        let bw = text.width + 2 * margin, bh = text.height + 2 * margin
        // The turned box's bounds, in points; the text's centre is the image's centre.
        let ew = bw * abs(cos(angle)) + bh * abs(sin(angle)), eh = bw * abs(sin(angle)) + bh * abs(cos(angle))
        let w = Int((ew * s).rounded(.up)), h = Int((eh * s).rounded(.up))
        guard let surface = try? Surface(width: w, height: h, pool: nil) else { return nil }
        let center = PixelPoint(x: Double(w) / s / 2, y: Double(h) / s / 2)
        let origin = PixelPoint(x: center.x - text.width / 2, y: center.y - text.height / 2)
        func place(_ canvas: Canvas) {
            canvas.scale(s, s)
            if degrees != 0 {
                canvas.translate(center.x, center.y)
                canvas.rotate(angle)
                canvas.translate(-center.x, -center.y)
            }
        }
        if halo > 0 {
            // Glyphs through Pango's cached glyph images into an alpha mask, the halo that mask grown by the halo's
            // width in pixels: stroking the glyph outlines through cairo 1.16's scan converter was most of a cold frame.
            guard let glyphs = try? AlphaMask(width: w, height: h) else { return nil }
            let mc = glyphs.canvas()
            place(mc)
            layout.draw(on: mc, at: origin)
            guard let grown = try? glyphs.dilated(radius: halo * s) else { return nil }
            let canvas = Canvas(surface: surface)
            canvas.fill(label.haloColor, through: grown)
            canvas.fill(label.color, through: glyphs)
        } else {
            let canvas = Canvas(surface: surface)
            place(canvas)
            canvas.setColor(label.color)
            layout.draw(on: canvas, at: origin)
        }
        return LabelImage(surface: surface, anchor: PixelPoint(x: center.x * s, y: center.y * s), scale: s)
    }

    /// A layout for `fontSize` points (Pango's "px" sizes are user-space units, which Pinmap calls points).
    private static func layout(fontSize: Double, family: String, in cache: inout LRUCache<Double, TextLayout>) -> TextLayout {
        if let l = cache.value(for: fontSize) { return l }
        let l = TextLayout(text: "", font: "\(family) \(fontSize)px")
        cache.insert(l, for: fontSize)
        return l
    }
}
