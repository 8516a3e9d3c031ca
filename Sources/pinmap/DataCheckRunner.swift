import Foundation
import MapCore
import MapData

/// `pinmap --check-data FILE`: counts per category and every problem on stdout; exit 0 usable, 2 not.
enum DataCheckRunner {
    static func run(path: String) -> Int32 {
        // Categories come from the bundled catalogue when it is found; otherwise every place counts as "other".
        var categories: [PlaceCategory] = []
        if let locator = try? DataLocator.locate(), let catalog = try? Catalog.load(contentsOf: locator.catalogURL) {
            categories = catalog.categories
        }
        let report: DataCheck.Report
        do { report = try DataCheck(categories: categories).run(fileAt: URL(fileURLWithPath: path)) } catch {
            Console.error("pinmap: --check-data: \(error)")
            return CLIError.exitStatus
        }
        print(report.text)
        return report.isUsable ? 0 : CLIError.exitStatus
    }
}
