import AppCore
import DeepLinks
import Foundation
import GtkInterop

/// Opens links outside the app: `xdg-open URL` as an argv array (never a shell), or GIO when xdg-open is absent;
/// a geo: link for a chosen desktop app goes straight to that app through GIO. Only `LaunchableURL`s are accepted.
@MainActor
public final class LinkLauncher: LinkOpening {
    private let gio: AppGIO
    /// Where xdg-open lives; nil falls back to GIO.
    private let xdgOpen: URL?

    public init(gio: AppGIO, xdgOpen: URL? = ExecutableLocator.find("xdg-open")) {
        self.gio = gio
        self.xdgOpen = xdgOpen
    }

    public func open(_ url: LaunchableURL, with app: DesktopMapApp?, completion: @escaping @MainActor (LaunchError?) -> Void) {
        if let app {
            completion(gio.launch(url.string, withAppID: app.id).map(LaunchError.failed))
            return
        }
        guard let xdgOpen else {
            completion(gio.launchDefault(url.string).map(LaunchError.noHandler))
            return
        }
        let process = Process()
        process.executableURL = xdgOpen
        // One argv element; LaunchableURL has no spaces or leading '-', so it cannot become an option.
        process.arguments = [url.string]
        process.standardInput = FileHandle.nullDevice
        process.terminationHandler = { p in
            let status = p.terminationStatus
            MainLoop.post { completion(Self.error(forExitStatus: status)) }
        }
        do { try process.run() } catch {
            completion(gio.launchDefault(url.string).map(LaunchError.noHandler))
        }
    }

    /// xdg-open: 0 success, 1 bad syntax, 2 file missing, 3 no tool found, 4 the action failed.
    nonisolated static func error(forExitStatus status: Int32) -> LaunchError? {
        switch status {
        case 0: return nil
        case 3: return .noHandler("xdg-open found no application")
        default: return .failed("xdg-open exited with status \(status)")
        }
    }
}
