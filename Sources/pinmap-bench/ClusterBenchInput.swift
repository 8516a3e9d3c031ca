import Foundation
import MapCore

/// Input files and viewports for `pinmap-bench cluster`.
enum ClusterBenchInput {
    enum InputError: Error, CustomStringConvertible {
        case unreadable(String)
        case badCSVHeader(String)
        case badBBox(String)
        var description: String {
            switch self {
            case .unreadable(let p): return "cannot read \(p)"
            case .badCSVHeader(let p): return "\(p): CSV needs a header with lon and lat columns"
            case .badBBox(let s): return "bbox '\(s)' is not W,S,E,N"
            }
        }
    }

    /// Reads .f64 (lon,lat float64 LE pairs) or CSV; invalid coordinates are skipped.
    static func load(path: String) throws -> [Coordinate] {
        guard let data = FileManager.default.contents(atPath: path) else { throw InputError.unreadable(path) }
        if path.hasSuffix(".f64") {
            let n = data.count / 16
            var out: [Coordinate] = []
            out.reserveCapacity(n)
            data.withUnsafeBytes { raw in
                for i in 0..<n {
                    let lon = Double(bitPattern: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 16 * i, as: UInt64.self)))
                    let lat = Double(bitPattern: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 16 * i + 8, as: UInt64.self)))
                    if let c = try? Coordinate(latitude: lat, longitude: lon) { out.append(c) }
                }
            }
            return out
        }
        let text = String(decoding: data, as: UTF8.self)
        var lines = text.split(whereSeparator: \.isNewline).makeIterator()
        guard let header = lines.next()?.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }),
              let lonCol = header.firstIndex(of: "lon"), let latCol = header.firstIndex(of: "lat") else {
            throw InputError.badCSVHeader(path)
        }
        var out: [Coordinate] = []
        while let line = lines.next() {
            let f = line.split(separator: ",", omittingEmptySubsequences: false)
            guard f.count > max(lonCol, latCol), let lon = Double(f[lonCol]), let lat = Double(f[latCol]),
                  let c = try? Coordinate(latitude: lat, longitude: lon) else { continue }
            out.append(c)
        }
        return out
    }

    static func parseBBox(_ s: String?) throws -> GeoBounds {
        guard let s else { return .world }
        let v = s.split(separator: ",").compactMap { Double($0) }
        guard v.count == 4 else { throw InputError.badBBox(s) }
        return GeoBounds(west: v[0], south: v[1], east: v[2], north: v[3])
    }

    /// A 1920×1080 px view centred on 8°E 49°N with 512-px tiles at `zoom`.
    static func viewportBounds(zoom: Int) -> GeoBounds {
        let world = 512 * pow(2, Double(zoom))
        let cx = (8.0 / 360 + 0.5) * world
        let s = sin(49.0 * .pi / 180)
        let cy = (0.5 - 0.25 * log((1 + s) / (1 - s)) / .pi) * world
        func lon(_ px: Double) -> Double { (px / world - 0.5) * 360 }
        func lat(_ py: Double) -> Double {
            let y = min(1, max(0, py / world))
            return atan(sinh(.pi - 2 * .pi * y)) * 180 / .pi
        }
        return GeoBounds(west: lon(cx - 960), south: lat(cy + 540), east: lon(cx + 960), north: lat(cy - 540))
    }
}
