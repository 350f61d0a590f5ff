/// Why a state file counts as damaged: typed where Aisle decides something by it (a file too
/// large to read is reported by size), worded by the decoder otherwise.
public enum FileDamage: Equatable, Sendable, CustomStringConvertible {
    /// Larger than a state file may be (`StateFile.sizeLimit`); not read.
    case tooLarge
    /// Read, but not a document of its kind; `reason` says what is wrong.
    case malformed(String)

    /// The reason as notices word it: "too large", "not a JSON object".
    public var description: String {
        switch self {
        case .tooLarge: "too large"
        case .malformed(let reason): reason
        }
    }
}
