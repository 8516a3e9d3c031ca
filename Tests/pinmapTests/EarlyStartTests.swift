import Foundation
import Testing
@testable import pinmap

/// A window launch parses its arguments on a second thread while GTK starts; which launches do is decided from the
/// arguments before they are parsed (`PinmapOptions.mayOpenWindow`), so its list of mode options must hold every
/// option that keeps the window shut.
@Suite struct EarlyStartTests {
    /// Every long option in the help, each given alone and with a value: exactly the listed ones keep the window shut.
    @Test func theModeOptionsAreEveryOptionThatKeepsTheWindowShut() throws {
        let help = PinmapOptions.helpMessage(columns: 10_000)
        let names = Set(help.split(whereSeparator: { " ,\n[]<>=".contains($0) }).map(String.init)
            .filter { $0.hasPrefix("--") && $0.count > 2 })
        #expect(names.count > 20)
        for name in names.sorted() {
            for arguments in [[name], [name, "1"], [name, "x.geojson"], [name, "0,0,1,1"]] {
                guard let parsed = try? PinmapOptions.parse(arguments) else { continue }
                var options = parsed
                guard (try? options.takePlaceFileArgument()) != nil else { continue }
                #expect(options.isWindowMode == PinmapOptions.mayOpenWindow(arguments), "\(arguments)")
            }
        }
        // Help parses as an exit, not as options: listed too.
        #expect(!PinmapOptions.mayOpenWindow(["--help"]) && !PinmapOptions.mayOpenWindow(["-h"]))
        #expect(!PinmapOptions.mayOpenWindow(["--render=out.png"]))
        #expect(PinmapOptions.mayOpenWindow(["--style", "offline", "trip.gpx"]))
    }
}
