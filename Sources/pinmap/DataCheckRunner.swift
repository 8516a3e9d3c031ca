import Foundation
import MapCore
import MapData

/// `pinmap --check-data FILE`: counts per category and every problem on stdout; exit 0 usable, 2 not.
enum DataCheckRunner {
    static func run(path: String, options: PlaceFileOptions = PlaceFileOptions()) -> Int32 {
        // Categories come from the bundled catalogue when it is found; otherwise every place counts as "other".
        var categories: [PlaceCategory] = []
        if let locator = try? DataLocator.locate(), let catalog = try? Catalog.load(contentsOf: locator.catalogURL) {
            categories = catalog.categories
        }
        let report: DataCheck.Report
        do { report = try DataCheck(categories: categories, options: options).run(fileAt: URL(fileURLWithPath: path)) } catch {
            Console.error("pinmap: --check-data: \(error)")
            return CLIError.exitStatus
        }
        // The report is rebuilt from escaped values so an id holding "\n" cannot forge a line; the verdict
        // is DataCheck's last line and holds only counts.
        let verdict = report.text.split(separator: "\n").last.map(String.init) ?? ""
        Console.output(report.loadReport.escapedForTerminal.text(problemLimit: nil) + "\n" + TerminalText.escaped(verdict))
        return report.isUsable ? 0 : CLIError.exitStatus
    }
}
