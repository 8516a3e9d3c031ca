import Foundation
import MapCore

/// `pinmap --check-data FILE`: loads a places file of any format and describes it, every problem included.
public struct DataCheck: Sendable {
    /// The outcome for a file that could be read.
    public struct Report: Sendable {
        /// Counts per category, then notes and every problem, then the verdict line.
        public let text: String
        /// At least one place, line or area could be made.
        public let isUsable: Bool
        public let loadReport: LoadReport
        /// The data's categories (see `FeatureAssembler`).
        public let categories: [PlaceCategory]
        /// 0 when usable, 1 when not (an unreadable file is a thrown error: exit 2).
        public var exitStatus: Int32 { isUsable ? 0 : 1 }
    }

    public let categories: [PlaceCategory]
    public let options: PlaceFileOptions

    public init(categories: [PlaceCategory], options: PlaceFileOptions = PlaceFileOptions()) {
        self.categories = categories; self.options = options
    }

    /// Checks a file; throws only when the file as a whole cannot be used (see `PlaceFileError`).
    public func run(fileAt url: URL) throws(PlaceFileError) -> Report {
        let loaded = try PlaceFileLoader.load(contentsOf: url, catalog: categories, options: options)
        let report = loaded.report
        let usable = !report.hasNoPlaces
        var text = report.text(problemLimit: nil)
        text += "\n" + (usable ? "usable: \(Self.summary(report))" : "not usable: no places")
        return Report(text: text, isUsable: usable, loadReport: report, categories: loaded.categories)
    }

    /// "3 places, 2 lines/areas": the verdict (counts only, safe for a terminal).
    static func summary(_ report: LoadReport) -> String {
        var s = "\(report.placeCount) places"
        if report.shapeCount > 0 { s += ", \(report.shapeCount) lines/areas" }
        return s
    }
}
