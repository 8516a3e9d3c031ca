import ArgumentParser

/// `pinmap-bench render`: owned by the render work; replace this placeholder.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "render")
    func run() throws { print("{}") }
}
