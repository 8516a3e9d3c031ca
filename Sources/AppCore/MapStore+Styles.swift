import MapCore

extension MapStore {
    /// Replaces the styles whose ids start with `prefix` by `replacements` (the maps folder's styles after a download,
    /// a delete or a rename). The current style follows its new entry; when it is gone the default style is shown.
    public func replaceStyles(withIDPrefix prefix: String, by replacements: [MapStyle]) {
        let kept = service.styles.filter { !$0.id.hasPrefix(prefix) }
        setStyles(kept + replacements.filter { r in !kept.contains { $0.id == r.id } })
    }

    /// Replaces the style with `style`'s id, in place (a remote archive's own name and credits once its header has
    /// arrived); a style not in the list is ignored.
    public func replaceStyle(_ style: MapStyle) {
        guard let i = service.styles.firstIndex(where: { $0.id == style.id }) else { return }
        var styles = service.styles
        styles[i] = style
        setStyles(styles)
    }

    private func setStyles(_ styles: [MapStyle]) {
        guard !styles.isEmpty, styles != service.styles else { return }
        let base = (service as? StyledMapService)?.base ?? service
        service = StyledMapService(base: base, styles: styles, defaultStyleID: service.defaultStyle.id)
        if !styles.contains(where: { $0.id == state.styleID }) {
            state.styleID = service.defaultStyle.id
            saveSettings()
        }
        mapView.show(style: style)
        publish(.mapState)
    }
}
