import Foundation
import Graphics
import MapCore

/// How two images differ: the largest channel difference and the share of pixels differing by more than a threshold.
struct ImageDiff {
    let maxChannelDiff: Int
    let differingFraction: Double
    let sameSize: Bool

    init(_ a: Surface, _ b: Surface, threshold: Int = 24) {
        guard a.width == b.width, a.height == b.height else {
            maxChannelDiff = 255; differingFraction = 1; sameSize = false
            return
        }
        sameSize = true
        var maxDiff = 0, differing = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let d = Self.channelDiff(a.pixel(x: x, y: y), b.pixel(x: x, y: y))
                maxDiff = max(maxDiff, d)
                if d > threshold { differing += 1 }
            }
        }
        maxChannelDiff = maxDiff
        differingFraction = Double(differing) / Double(a.width * a.height)
    }

    static func channelDiff(_ p: RGBA8, _ q: RGBA8) -> Int {
        max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)), abs(Int(p.a) - Int(q.a)))
    }

    static func diff(_ p: RGBA8, _ c: RGBColor) -> Int {
        channelDiff(p, RGBA8(r: UInt8((c.red * 255).rounded()), g: UInt8((c.green * 255).rounded()), b: UInt8((c.blue * 255).rounded()), a: 255))
    }
}

/// Golden PNGs in Fixtures/: compared with tolerance; `PINMAP_RECORD_GOLDENS=1` rewrites them in the source tree.
enum Golden {
    static var sourceFixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    }

    static var recording: Bool { ProcessInfo.processInfo.environment["PINMAP_RECORD_GOLDENS"] == "1" }

    /// Where failing or recorded renders are also written, to look at.
    static var outputDirectory: URL {
        let d = FileManager.default.temporaryDirectory.appendingPathComponent("pinmap-render-tests")
        try? FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
        return d
    }

    enum Outcome { case recorded, missing, compared(ImageDiff) }

    static func check(_ image: Surface, named name: String) throws -> Outcome {
        try image.writePNG(to: outputDirectory.appendingPathComponent(name + ".png"))
        if recording {
            try FileManager.default.createDirectory(at: sourceFixtures, withIntermediateDirectories: true)
            try image.writePNG(to: sourceFixtures.appendingPathComponent(name + ".png"))
            return .recorded
        }
        guard let url = Bundle.module.url(forResource: name, withExtension: "png", subdirectory: "Fixtures") else { return .missing }
        let golden = try ImageDecoder.decode(try Data(contentsOf: url))
        return .compared(ImageDiff(image, golden))
    }
}
