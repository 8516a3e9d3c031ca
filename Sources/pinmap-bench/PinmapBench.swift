import ArgumentParser

/// Benchmarks that print one JSON object each; figures go into docs/PERFORMANCE.md.
@main
struct PinmapBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pinmap-bench",
        abstract: "Pinmap's benchmarks; each prints one JSON object.",
        subcommands: [ClusterCommand.self, LoadCommand.self, LoadFileCommand.self, TilesCommand.self, RenderCommand.self, SearchCommand.self,
                      MarkersCommand.self, RemoteCommand.self, VectorCommand.self, MVTCommand.self, LabelsCommand.self,
                      VectorPaintCommand.self, XMLCommand.self, ShapesCommand.self, RemoteArchiveCommand.self, LayersCommand.self]
    )
}
