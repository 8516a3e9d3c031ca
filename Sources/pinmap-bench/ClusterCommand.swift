import ArgumentParser

/// `pinmap-bench cluster`: owned by the clustering work; replace this placeholder.
struct ClusterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "cluster")
    func run() throws { print("{}") }
}
