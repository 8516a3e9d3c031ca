import Foundation
import Testing

extension WindowSuites.WindowScenarioTests {
    /// Fills `folder` with one-colour PNG tiles around central Helsinki at zoom 16 and returns the file:// template.
    static func makeLocalTiles(in folder: URL) throws -> String {
        let fm = FileManager.default
        try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        let tile = folder.appendingPathComponent("tile.png")
        let p = Process()
        p.executableURL = XDisplay.which("convert")
        p.arguments = ["-size", "256x256", "xc:rgb(\(tileColor.r),\(tileColor.g),\(tileColor.b))", "PNG24:" + tile.path]
        try p.run()
        p.waitUntilExit()
        let z = 16, n = Double(1 << z)
        let lat = TestData.cafe.lat * .pi / 180
        let cx = Int((TestData.cafe.lon + 180) / 360 * n)
        let cy = Int((1 - log(tan(lat) + 1 / cos(lat)) / .pi) / 2 * n)
        for x in (cx - 6)...(cx + 6) {
            let dir = folder.appendingPathComponent("\(z)/\(x)", isDirectory: true)
            try fm.createDirectory(at: dir, withIntermediateDirectories: true)
            for y in (cy - 6)...(cy + 6) {
                try fm.createSymbolicLink(at: dir.appendingPathComponent("\(y).png"), withDestinationURL: tile)
            }
        }
        return "file://" + folder.path + "/{z}/{x}/{y}.png"
    }

    /// A point on the map at least 70 points from every pin and clear of the overlays at the bottom.
    static func emptySpot(in dump: AppSession.Dump) -> (x: Int, y: Int) {
        var best: (Double, Int, Int) = (-1, Int(dump.mapOriginX + 40), Int(dump.mapOriginY + 40))
        for gx in stride(from: 30.0, to: dump.viewport.width - 30, by: 20) {
            for gy in stride(from: 30.0, to: dump.viewport.height - 50, by: 20) {
                let x = dump.mapOriginX + gx, y = dump.mapOriginY + gy
                let d = dump.pins.map { hypot($0.windowX - x, ($0.windowY - 18) - y) }.min() ?? 1000
                if d > best.0 { best = (d, Int(x), Int(y)) }
            }
        }
        return (best.1, best.2)
    }

    static func close(_ a: (r: Int, g: Int, b: Int), _ b: (r: Int, g: Int, b: Int)) -> Bool {
        abs(a.r - b.r) <= 8 && abs(a.g - b.g) <= 8 && abs(a.b - b.b) <= 8
    }
}
