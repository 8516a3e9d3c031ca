import MapCore

/// What a layer holds, in words: "12 places, 1 track", "2 areas". The layer's row and the toast on opening say the same.
public enum LayerContents {
    /// Places first, then tracks (lines), then areas; a kind the layer has none of is left out, and a layer with
    /// nothing at all is "0 places".
    public static func text(places: Int, tracks: Int, areas: Int) -> String {
        var parts: [String] = []
        if places > 0 || (tracks == 0 && areas == 0) { parts.append(places == 1 ? tr("1 place") : String(format: tr("%d places"), places)) }
        if tracks > 0 { parts.append(tracks == 1 ? tr("1 track") : String(format: tr("%d tracks"), tracks)) }
        if areas > 0 { parts.append(areas == 1 ? tr("1 area") : String(format: tr("%d areas"), areas)) }
        return parts.joined(separator: ", ")
    }

    /// The words for `places` places and these lines and areas.
    public static func text(places: Int, shapes: [PlaceShape]) -> String {
        let tracks = shapes.count(where: { if case .lines = $0.geometry { true } else { false } })
        return text(places: places, tracks: tracks, areas: shapes.count - tracks)
    }

    /// The words for a layer's places, lines and areas.
    public static func text(of layer: PlaceLayer) -> String {
        text(places: layer.places.count, shapes: layer.shapes)
    }
}
