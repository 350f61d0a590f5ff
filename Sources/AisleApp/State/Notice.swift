/// A one-line message on the bottom line, shown until the next key.
public struct Notice: Hashable, Sendable {
    /// How the notice reads.
    public enum Tone: Hashable, Sendable {
        case info, success, warning
    }

    /// The message.
    public var text: String
    /// How it is styled.
    public var tone: Tone

    /// Creates a notice.
    public init(_ text: String, tone: Tone = .info) {
        self.text = text
        self.tone = tone
    }
}
