/// The first thing read from any file Aisle keeps: what kind of document it is and which
/// version of that kind, decoded before anything else so that a foreign or newer file is
/// recognised and left alone rather than misread.
public struct ArchiveHeader: Codable, Equatable, Sendable {
    /// The document kind, such as `aisle.navigation`.
    public var format: String
    /// The schema version of that kind.
    public var version: Int

    /// Creates a header.
    public init(format: String, version: Int) {
        self.format = format
        self.version = version
    }

    /// How a file's header compares with what this build reads and writes.
    public enum Verdict: Equatable, Sendable {
        /// Our format, a version we read.
        case readable
        /// Someone else's file (or no header at all): not ours to read or overwrite.
        case foreign(found: String)
        /// Ours, but written by a newer build: leave it byte-identical.
        case newer(found: Int)
    }

    /// Judges this header against the format and version this build expects.
    public func verdict(expecting expected: ArchiveHeader) -> Verdict {
        guard format == expected.format else { return .foreign(found: format) }
        guard version <= expected.version else { return .newer(found: version) }
        return .readable
    }
}
