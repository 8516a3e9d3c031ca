/// Why a byte sequence is not JSON, and where (1-based line and column).
public struct JSONParseError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Reason: Equatable, Sendable {
        case empty
        case unexpectedEnd
        case unexpectedCharacter(String)
        case badNumber
        case badEscape
        case controlCharacterInString
        case tooDeep(limit: Int)
        case trailingContent
        /// The streaming callback asked to stop (a cancelled load); not a fault in the bytes.
        case stopped
    }

    public let reason: Reason
    public let offset: Int
    public let line: Int
    public let column: Int

    public var description: String {
        let what: String
        switch reason {
        case .empty: what = "the file is empty"
        case .unexpectedEnd: what = "the text ends in the middle of a value"
        case .unexpectedCharacter(let c): what = "unexpected \(c)"
        case .badNumber: what = "malformed number"
        case .badEscape: what = "bad escape sequence in a string"
        case .controlCharacterInString: what = "unescaped control character in a string"
        case .tooDeep(let limit): what = "nesting deeper than \(limit) levels"
        case .trailingContent: what = "extra content after the JSON value"
        case .stopped: what = "reading stopped"
        }
        return "line \(line), column \(column): \(what)"
    }
}
