/// A one-line text prompt on the bottom line (the search box). While it is open, printable
/// keys are text, never shortcuts.
public struct Prompt: Hashable, Sendable {
    /// The label before the text: "Search".
    public var label: String
    /// What has been typed.
    public var text: String

    /// An empty prompt labelled `label`.
    public init(label: String, text: String = "") {
        self.label = label
        self.text = text
    }
}
