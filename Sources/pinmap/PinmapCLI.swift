import Foundation

/// Parses the command line and runs the chosen mode; returns the exit status.
@MainActor
enum PinmapCLI {
    static func run(arguments: [String], wiring: Wiring) -> Int32 {
        SignalMask.unblockAll()
        // A window launch parses and loads on a second thread while GTK starts here.
        let early = PinmapOptions.mayOpenWindow(arguments) ? EarlyStart(arguments: arguments, wiring: wiring) : nil
        var options: PinmapOptions
        do { options = try early?.options.get() ?? PinmapOptions.parse(arguments) } catch {
            let code = PinmapOptions.exitCode(for: error)
            if code == .success {
                Console.output(PinmapOptions.fullMessage(for: error))
                return 0
            }
            Console.errorText(PinmapOptions.fullMessage(for: error))
            return CLIError.exitStatus
        }
        if options.version {
            Console.output(PinmapVersion.current)
            return 0
        }
        if options.manPage {
            Console.output(ManPage.roff(help: PinmapOptions.helpMessage(columns: 10_000),
                                        summary: PinmapOptions.configuration.abstract, version: PinmapVersion.current))
            return 0
        }
        do {
            let layerFiles = try options.takePlaceFileArgument()
            if let path = options.checkData { return DataCheckRunner.run(path: path, options: options.placeFileOptions) }
            if let area = options.download.area { return try DownloadRunner.run(area: area, options: options) }
            if let output = options.export {
                try ExportRunner.run(output: output, options: options)
                return 0
            }
            if options.dataFiles.count > 1 { throw CLIError.badArgument("pinmap: only --export takes more than one --data file") }
            if !options.categories.isEmpty { throw CLIError.badArgument("pinmap: --category is only for --export") }
            if let text = options.search { return try SearchRunner.run(text: text, options: options, wiring: wiring) }
            if let output = options.render {
                try RenderRunner.run(output: output, options: options, wiring: wiring)
                return 0
            }
            if options.size != nil { throw CLIError.badArgument("pinmap: --size is only for --render") }
            return try AppRunner.run(options: options, layerFiles: layerFiles, wiring: wiring, loaded: early?.data)
        } catch let error as CLIError {
            Console.error(error.description)
            return CLIError.exitStatus
        } catch {
            Console.error("pinmap: \(error)")
            return CLIError.exitStatus
        }
    }
}
