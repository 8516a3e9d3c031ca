import Foundation
import GtkShell

/// A window launch's first steps on both cores: the arguments parsed and the start-up data loaded on a thread while
/// the main thread has GTK open the display (about 4 ms of parsing off the path to the first frame). Made only when
/// the arguments name no mode that prints and exits (`PinmapOptions.mayOpenWindow`).
@MainActor
final class EarlyStart {
    /// The parse's outcome, as `PinmapOptions.parse` gives it.
    let options: Result<PinmapOptions, any Error>
    /// The data, when the options open the window (else nil: a mode's own run loads what it needs).
    let data: Result<AppData, CLIError>?

    init(arguments: [String], wiring: Wiring) {
        nonisolated(unsafe) let startupWiring = wiring
        let work = BackgroundLoad { () throws(Never) in Self.run(arguments: arguments, wiring: startupWiring) }
        Application.initializeEarly()
        (options, data) = work.wait()
    }

    /// The parse, then the data as `AppRunner` would load it for these options.
    nonisolated private static func run(arguments: [String], wiring: Wiring)
        -> (Result<PinmapOptions, any Error>, Result<AppData, CLIError>?) {
        let parsed = Result { try PinmapOptions.parse(arguments) }
        guard case .success(var options) = parsed, (try? options.takePlaceFileArgument()) != nil, options.isWindowMode else {
            return (parsed, nil)
        }
        return (parsed, Result { () throws(CLIError) in try AppRunner.loadStartupData(options: options, wiring: wiring) })
    }
}
