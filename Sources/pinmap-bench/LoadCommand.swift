import ArgumentParser

/// `pinmap-bench load`: owned by the data work; replace this placeholder.
struct LoadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "load")
    func run() throws { print("{}") }
}
