import Foundation
import MapCore
import MapData
import Testing
@testable import pinmap

/// The command line's pure parts, without running the binary.
@Suite("ViewRequest and escaped reports")
struct ViewRequestTests {
    @Test(arguments: [("-33.92,18.42", -33.92, 18.42), ("40.71, -74.01", 40.71, -74.01), ("-0,-0", 0.0, 0.0)])
    func negativeCentersParse(text: String, lat: Double, lon: Double) throws {
        let c = try ViewRequest.parseCenter(text)
        #expect(c.latitude == lat && c.longitude == lon)
    }

    @Test(arguments: ["0x1p4,0x10", "1e1,2", "+60,24", "nan,0", "inf,0", "60", "60,24,3", "91,0"])
    func centersThatAreNotPlainDecimalsInRangeAreRefused(text: String) {
        #expect(throws: CLIError.self) { try ViewRequest.parseCenter(text) }
    }

    @Test func zoomOutsideTheSharedLimitSaysOutOfRange() throws {
        #expect(try ViewRequest.parseZoom("22") == 22)
        #expect(try ViewRequest.parseZoom("0") == 0)
        for text in ["-1", "23", "22.5"] {
            #expect(throws: CLIError.self) { try ViewRequest.parseZoom(text) }
            do { _ = try ViewRequest.parseZoom(text) } catch { #expect(error.description.contains("out of range (0…22)")) }
        }
        do { _ = try ViewRequest.parseZoom("0x10") } catch { #expect(error.description.contains("not a plain decimal")) }
    }

    @Test(arguments: ["NaN", "inf", "-1", "0x10", "1e3", "", "3601"])
    func tileTimeoutsOutsidePlainZeroToAnHourAreRefused(text: String) {
        #expect(throws: CLIError.self) { try ViewRequest.parseSeconds(text) }
    }

    @Test func tileTimeoutsInRangeParse() throws {
        #expect(try ViewRequest.parseSeconds("0") == 0)
        #expect(try ViewRequest.parseSeconds("0.5") == 0.5)
        #expect(try ViewRequest.parseSeconds("3600") == 3600)
    }

    @Test func anEscapedReportHasOneLinePerEntryWhateverTheIdsHold() {
        let report = LoadReport(source: "a\u{1B}[2J.geojson", featureCount: 2, countsByCategory: ["other": 1],
                                problems: [
                                    LoadProblem(featureIndex: 0, featureID: "x\nusable: 999 places",
                                                reason: .unknownCategory("\u{1B}]0;t\u{07}")),
                                    LoadProblem(featureIndex: 1, featureID: nil, reason: .unsupportedGeometry(type: "P\u{202E}\r")),
                                ])
        let text = report.escapedForTerminal.text(problemLimit: nil)
        #expect(!text.unicodeScalars.contains { $0 != "\n" && TerminalText.needsEscape($0) })
        #expect(text.split(separator: "\n").count == report.text(problemLimit: nil).split(separator: "\n").count - 1)
        #expect(!text.split(separator: "\n").contains { $0.hasPrefix("usable") })
    }
}
