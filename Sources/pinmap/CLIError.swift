/// A command-line problem: one clear line on stderr and exit status 2.
enum CLIError: Error, CustomStringConvertible {
    case badArgument(String)
    case data(String)
    case render(String)

    var description: String {
        switch self {
        case .badArgument(let m), .data(let m), .render(let m): return m
        }
    }

    /// Every CLI error exits 2: the input was unusable.
    static let exitStatus: Int32 = 2
}
