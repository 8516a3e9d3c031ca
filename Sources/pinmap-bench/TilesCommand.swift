import ArgumentParser

/// `pinmap-bench tiles`: owned by the tiles work; replace this placeholder.
struct TilesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "tiles")
    func run() throws { print("{}") }
}
