import Foundation
import MapCore
import TileLoader

/// `--download-area`: plans (count and size first), refuses over the cap, downloads with a progress line on stderr,
/// and exits 0 only when the archive is complete at `--to`.
enum DownloadRunner {
    static func run(area: String, options: PinmapOptions) throws(CLIError) -> Int32 {
        let d = options.download
        guard let from = d.from, !from.isEmpty else { throw .badArgument("pinmap: --download-area needs --from URL_OR_FILE") }
        guard let to = d.to, !to.isEmpty else { throw .badArgument("pinmap: --download-area needs --to FILE.pmtiles") }
        guard let zoomText = options.zoom else { throw .badArgument("pinmap: --download-area needs --zoom A-B (e.g. 0-14)") }
        let bounds = try parseArea(area)
        let zooms = try parseZooms(zoomText)
        let plan: DownloadPlan
        do { plan = try DownloadPlan(bounds: bounds, zooms: zooms) } catch { throw .badArgument("pinmap: --download-area: \(error)") }
        let downloader = AreaDownloader(plan: plan, from: from, to: URL(fileURLWithPath: to))
        let estimate: (tiles: Int, bytes: UInt64, name: String)
        do {
            let e = try downloader.estimate()
            estimate = (e.tiles, e.bytes, e.info.name)
        } catch {
            Console.error("pinmap: --download-area: \(error)")
            return 1
        }
        Console.error("\(estimate.name): \(estimate.tiles) tiles at zooms \(zooms.lowerBound)–\(zooms.upperBound), about \(megabytes(estimate.bytes))")
        var lastShown = -1
        do {
            let summary = try downloader.run(progress: { p in
                let percent = p.total == 0 ? 100 : p.done * 100 / p.total
                guard percent / 5 != lastShown / 5 || p.done == p.total else { return }
                lastShown = percent
                let resumed = p.resumedFrom > 0 ? " (resumed at \(p.resumedFrom))" : ""
                Console.error("\(p.done)/\(p.total) tiles, \(megabytes(p.bytes)), \(percent)%\(resumed)")
            })
            Console.error("wrote \(to): \(summary.tiles) tiles (\(summary.missing) not in the source), \(megabytes(summary.fileBytes))")
            return 0
        } catch {
            Console.error("pinmap: --download-area: \(error)")
            return 1
        }
    }

    static func megabytes(_ bytes: UInt64) -> String { String(format: "%.1f MB", Double(bytes) / 1_000_000) }

    static func parseArea(_ text: String) throws(CLIError) -> GeoBounds {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let numbers = parts.compactMap { part -> Double? in
            guard !part.isEmpty, part.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" }), let v = Double(part), v.isFinite else { return nil }
            return v
        }
        guard parts.count == 4, numbers.count == 4 else {
            throw .badArgument("pinmap: --download-area \"\(text.prefix(60))\" is not W,S,E,N in plain decimals (e.g. 24.90,60.15,24.98,60.19)")
        }
        return GeoBounds(west: numbers[0], south: numbers[1], east: numbers[2], north: numbers[3])
    }

    static func parseZooms(_ text: String) throws(CLIError) -> ClosedRange<Int> {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        let values = parts.compactMap { Int($0) }
        guard (parts.count == 1 || parts.count == 2), values.count == parts.count, let low = values.first, let high = values.last,
              low >= 0, high <= 22, low <= high else {
            throw .badArgument("pinmap: --zoom \"\(text.prefix(20))\" for --download-area must be A-B within 0–22 (e.g. 0-14)")
        }
        return low...high
    }
}
