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
        if let z = options.zoom {
            guard z.isFinite, (0...22).contains(z) else { throw .badArgument("pinmap: --zoom \(z) is outside 0…22") }
            zoom = z
        }
    }

    /// "LAT,LON" in plain decimals.
    static func parseCenter(_ text: String) throws(CLIError) -> Coordinate {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let lat = Double(parts[0].trimmingCharacters(in: .whitespaces)),
              let lon = Double(parts[1].trimmingCharacters(in: .whitespaces)) else {
            throw .badArgument("pinmap: --center \"\(text.prefix(60))\" is not LAT,LON (e.g. 60.17,24.94)")
        }
        do { return try Coordinate(latitude: lat, longitude: lon) } catch {
            throw .badArgument("pinmap: --center \(text.prefix(60)): \(error)")
        }
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
