import Foundation
import Testing

/// The store's `Camera` is the one owner of the viewport (docs/ARCHITECTURE.md, "One owner per piece of state"): a
/// map view may keep only a drawing copy, named `drawn…`, or read libshumate's each time. Reads the views' sources.
@Suite struct ViewportOwnerTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let viewFolders = ["Sources/GtkShell/Map", "Sources/ShumateMap"]
    /// The views' own files (a type's members sit four spaces in).
    static let viewFilePrefixes = ["MapWidget", "ShumateMapView"]

    struct Declaration: CustomStringConvertible {
        let file: String, line: Int, name: String
        var description: String { "\(file):\(line) \(name)" }
    }

    /// Stored properties that hold a viewport: typed `Viewport` or `Viewport?`, or named `viewport`, without a getter.
    static func storedViewports() throws -> (files: Int, found: [Declaration]) {
        let pattern = try NSRegularExpression(pattern: #"^    (?:@\w+ )*(?:(?:public|private|internal|fileprivate|package)(?:\(set\))? )*(?:var|let) (\w+)\s*(:\s*([\w.]+\??))?\s*(=.*)?$"#)
        var files = 0
        var found: [Declaration] = []
        for folder in viewFolders {
            let dir = root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
            where name.hasSuffix(".swift") && viewFilePrefixes.contains(where: name.hasPrefix) {
                files += 1
                let text = try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
                for (i, line) in text.components(separatedBy: "\n").enumerated() {
                    let range = NSRange(line.startIndex..., in: line)
                    guard let m = pattern.firstMatch(in: line, range: range), let nameRange = Range(m.range(at: 1), in: line) else { continue }
                    let property = String(line[nameRange])
                    let type = Range(m.range(at: 3), in: line).map { String(line[$0]) }
                    guard type == "Viewport" || type == "Viewport?" || property == "viewport" else { continue }
                    found.append(Declaration(file: folder + "/" + name, line: i + 1, name: property))
                }
            }
        }
        return (files, found)
    }

    @Test func viewsKeepOnlyADrawingCopyOfTheViewport() throws {
        let (files, found) = try Self.storedViewports()
        #expect(files >= 10, "the views' sources were found and read (\(files) files)")
        let owners = found.filter { !$0.name.hasPrefix("drawn") }
        #expect(owners.isEmpty, "a map view owns a viewport besides its drawing copy: \(owners)")
        #expect(found.contains { $0.name == "drawnViewport" && $0.file.hasSuffix("MapWidget.swift") },
                "the scan sees the Cairo map's drawing copy (else it reads nothing)")
    }
}
