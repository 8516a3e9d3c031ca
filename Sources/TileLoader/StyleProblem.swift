/// One thing wrong with the user's styles.json, and what was done about it.
public struct StyleProblem: Equatable, Sendable, CustomStringConvertible {
    /// The file, as named in messages.
    public let source: String
    /// Zero-based position of the entry in the array; nil when the whole file was ignored.
    public let index: Int?
    /// The entry's id when it had a readable one.
    public let id: String?
    public let reason: String

    public init(source: String, index: Int?, id: String?, reason: String) {
        self.source = source; self.index = index; self.id = id; self.reason = reason
    }

    public var description: String {
        guard let index else { return "\(source): \(reason); file ignored" }
        return "\(source): style [\(index)]\(id.map { " '\($0.prefix(60))'" } ?? ""): \(reason); skipped"
    }
}
