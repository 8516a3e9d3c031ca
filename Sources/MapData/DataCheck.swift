import Foundation
import MapCore

/// `pinmap --check-data FILE`: loads a places file and describes it, every problem included.
public struct DataCheck: Sendable {
    /// The outcome for a file that could be read as a FeatureCollection.
    public struct Report: Sendable {
        /// Counts per category, then every problem, then the verdict line.
        public let text: String
        /// At least one place could be made.
        public let isUsable: Bool
        public let loadReport: LoadReport
        /// 0 when usable, 1 when not (an unreadable file is a thrown error: exit 2).
        public var exitStatus: Int32 { isUsable ? 0 : 1 }
    }

    public let categories: [PlaceCategory]

    public init(categories: [PlaceCategory]) { self.categories = categories }

    /// Checks a file; throws only when the file as a whole cannot be used (see `GeoJSONLoadError`).
    public func run(fileAt url: URL) throws(GeoJSONLoadError) -> Report {
        let loaded = try GeoJSONLoader(categories: categories).load(contentsOf: url)
        let report = loaded.report
        let usable = report.placeCount > 0
        var text = report.text(problemLimit: nil)
        text += "\n" + (usable ? "usable: \(report.placeCount) places" : "not usable: no places")
        return Report(text: text, isUsable: usable, loadReport: report)
    }
}
