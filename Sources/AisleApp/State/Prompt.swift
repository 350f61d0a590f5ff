/// A one-line text prompt on the bottom line (the search box). While it is open, printable
/// keys are text, never shortcuts.
public struct Prompt: Hashable, Sendable {
    /// What the typed text is for.
    public enum Purpose: Hashable, Sendable {
        /// `/`: words to search for.
        case search
        /// `:`: a link (or its short form) to go to.
        case link
    }

    /// What Enter does with the text.
    public var purpose: Purpose
    /// What has been typed.
    public var text: String

    /// An empty prompt for `purpose`.
    public init(_ purpose: Purpose, text: String = "") {
        self.purpose = purpose
        self.text = text
    }

    /// The label before the text.
    public var label: String {
        switch purpose {
        case .search: "Search"
        case .link: "Go to"
        }
    }
}
