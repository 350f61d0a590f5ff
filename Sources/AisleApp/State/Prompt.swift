import Storefront

/// A one-line text prompt on the bottom line (the search box). While it is open, printable
/// keys are text, never shortcuts. Its text is bounded (`maximumLength`), so a paste of any
/// size cannot become a search too long to save.
public struct Prompt: Hashable, Sendable {
    /// What the typed text is for.
    public enum Purpose: Hashable, Sendable {
        /// `/`: words to search for.
        case search
        /// `:`: a link (or its short form) to go to.
        case link
    }

    /// What Enter does with the text.
    public let purpose: Purpose
    /// What has been typed; at most `maximumLength` Unicode scalars (setting it cuts).
    public var text: String {
        get { typed }
        set { typed = Route.prefix(of: newValue, scalars: maximumLength) }
    }
    private var typed: String

    /// A prompt for `purpose` holding `text`, cut to `maximumLength`.
    public init(_ purpose: Purpose, text: String = "") {
        self.purpose = purpose
        typed = ""
        self.text = text
    }

    /// The most Unicode scalars the text holds: a search query's own bound, and for a link
    /// the longest link Aisle follows.
    public var maximumLength: Int {
        switch purpose {
        case .search: Route.maximumQueryLength
        case .link: DeepLink.maxLength
        }
    }

    /// Appends as much of `newText` as fits; returns whether any of it was left out.
    @discardableResult
    public mutating func insert(_ newText: String) -> Bool {
        let room = maximumLength - typed.unicodeScalars.count
        let fitting = Route.prefix(of: newText, scalars: room)
        typed += fitting
        return fitting.unicodeScalars.count < newText.unicodeScalars.count
    }

    /// Removes the last Character, if any.
    public mutating func deleteBackward() {
        if !typed.isEmpty { typed.removeLast() }
    }

    /// Empties the text.
    public mutating func clear() { typed = "" }

    /// What to tell the user when typing stopped at the bound.
    public var fullNotice: String {
        "\(label) text stops at \(maximumLength) characters; the rest was left out"
    }

    /// The label before the text.
    public var label: String {
        switch purpose {
        case .search: "Search"
        case .link: "Go to"
        }
    }
}
