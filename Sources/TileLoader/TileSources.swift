import MapCore

/// Each style's tile source: its URL template, parsed once per template text (and kept with its error when it
/// cannot be used), and the image density a style's tiles are asked at.
struct TileSources {
    private var templates: [String: (source: String, subdomains: [String], result: Result<TileURLTemplate, TileTemplateError>)] = [:]

    /// The style's parsed template; parsed again only when the style's template text or subdomains changed.
    mutating func template(for style: MapStyle) -> Result<TileURLTemplate, TileTemplateError> {
        if let t = templates[style.id], t.source == style.urlTemplate, t.subdomains == style.subdomains { return t.result }
        let result: Result<TileURLTemplate, TileTemplateError>
        do { result = .success(try TileURLTemplate(style: style)) } catch { result = .failure(error) }
        templates[style.id] = (style.urlTemplate, style.subdomains, result)
        return result
    }

    /// The template last parsed for a style id, if it parsed (for disk reads that know only the key).
    func lastTemplate(styleID: String) -> TileURLTemplate? { try? templates[styleID]?.result.get() }

    /// The image density for a style on a screen: "@2x" raster tiles or 2× offline rendering.
    mutating func key(for tile: TileID, style: MapStyle, scaleFactor: Double) -> TileKey {
        let density: Int
        switch style.kind {
        case .offline, .vector:
            density = max(1, min(3, Int(scaleFactor.rounded(.up))))
        case .raster where style.archivePath != nil:
            density = 1
        case .raster:
            let retina = style.hasRetinaTiles && scaleFactor > 1 && ((try? template(for: style).get())?.usesRetina ?? false)
            density = retina ? 2 : 1
        }
        return TileKey(styleID: style.id, tile: tile, density: density)
    }
}
