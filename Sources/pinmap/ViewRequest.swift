import DeepLinks
import Foundation
import MapCore

/// Where the command line asks the map to look: --center/--zoom, else a geo: URI's position and zoom.
struct ViewRequest {
    var center: Coordinate?
    var zoom: Double?
    /// A geo: URI's labelled point (`?q=LAT,LON(LABEL)`), to drop as a marker.
    var marker: DroppedMarker?

    /// Validates --center, --zoom and the geo: URI; each problem is a clear CLIError.
    init(options: PinmapOptions) throws(CLIError) {
        if let text = options.geoURI {
            let uri: GeoURI
            do { uri = try GeoURI(parsing: text) } catch { throw .badArgument("pinmap: invalid geo: URI: \(error)") }
            center = uri.viewCenter
            zoom = uri.zoom.map(Double.init)
            marker = uri.marker
        }
        if let text = options.center { center = try Self.parseCenter(text) }
        if let text = options.zoom { zoom = try Self.parseZoom(text) }
    }

    /// "LAT,LON" in plain decimals (a leading "-" allowed; no exponent, hex, NaN or infinity).
    static func parseCenter(_ text: String) throws(CLIError) -> Coordinate {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let lat = DecimalText.parse(parts[0].trimmingCharacters(in: .whitespaces)),
              let lon = DecimalText.parse(parts[1].trimmingCharacters(in: .whitespaces)) else {
            throw .badArgument("pinmap: --center \"\(text.prefix(60))\" is not LAT,LON in plain decimals (e.g. 60.17,24.94 or -33.92,18.42)")
        }
        do { return try Coordinate(latitude: lat, longitude: lon) } catch {
            throw .badArgument("pinmap: --center \(text.prefix(60)): \(error)")
        }
    }

    /// A plain decimal zoom inside `ZoomLimit.range`, the same levels a geo: URI's `?z=` takes.
    static func parseZoom(_ text: String) throws(CLIError) -> Double {
        let z = try decimal(text, option: "--zoom", example: "15 or 15.5")
        let limits = ZoomLimit.levels
        guard ZoomLimit.range.contains(z) else {
            throw .badArgument("pinmap: --zoom \(text) is out of range (\(limits.lowerBound)…\(limits.upperBound))")
        }
        return z
    }

    /// Longest wait `--tile-timeout` takes, in seconds (an hour).
    static let maxTileTimeout = 3600.0

    /// `--tile-timeout`: plain decimal seconds, 0…3600.
    static func parseSeconds(_ text: String) throws(CLIError) -> Double {
        let seconds = try decimal(text, option: "--tile-timeout", example: "15 or 0.5")
        guard (0...maxTileTimeout).contains(seconds) else {
            throw .badArgument("pinmap: --tile-timeout \(text) is out of range (0…\(Int(maxTileTimeout)) seconds)")
        }
        return seconds
    }

    /// One shared reading of numeric options: `DecimalText.parse`, the geo: URI's number grammar.
    private static func decimal(_ text: String, option: String, example: String) throws(CLIError) -> Double {
        guard let value = DecimalText.parse(text) else {
            throw .badArgument("pinmap: \(option) \"\(text.prefix(40))\" is not a plain decimal number (e.g. \(example))")
        }
        return value
    }

    /// "WxH" with each side 1…8192.
    static func parseSize(_ text: String) throws(CLIError) -> PixelSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (1...8192).contains(w), (1...8192).contains(h) else {
            throw .badArgument("pinmap: --size \"\(text.prefix(40))\" is not WxH with sides 1…8192 (e.g. 800x600)")
        }
        return PixelSize(width: Double(w), height: Double(h))
    }
}
