import ArgumentParser

/// The vector map's palette chosen on the command line.
enum PaletteOption: String, ExpressibleByArgument, CaseIterable {
    case light, dark
}

extension PinmapOptions {
    /// True when the map should use its dark palette (`--appearance dark`).
    var dark: Bool { appearance == .dark }
}
