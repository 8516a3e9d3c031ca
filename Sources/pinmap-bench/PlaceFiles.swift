import Foundation

/// The benchmark's input files, made once by the committed generator (tools/gen_places.py, seed 1) and kept.
enum PlaceFiles {
    /// The package root, from this file's path (Sources/pinmap-bench/PlaceFiles.swift).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `places-N.FORMAT` in `folder`, generated when missing (a half-written one never stays: temp file, then rename).
    static func file(_ format: PlaceFormat, places: Int, in folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("places-\(places).\(format.rawValue)")
        if FileManager.default.fileExists(atPath: file.path) { return file }
        let temp = folder.appendingPathComponent(".places-\(places)-\(getpid()).\(format.rawValue)")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", packageRoot.appendingPathComponent("tools/gen_places.py").path, String(places), temp.path, "--seed", "1"]
        try p.run()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else {
            try? FileManager.default.removeItem(at: temp)
            throw GenerationError(description: "tools/gen_places.py exited \(p.terminationStatus) for \(file.lastPathComponent)")
        }
        try FileManager.default.moveItem(at: temp, to: file)
        return file
    }

    static func size(_ file: URL) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: file.path)[.size]) as? NSNumber)?.intValue ?? 0
    }

    struct GenerationError: Error, CustomStringConvertible { let description: String }
}
