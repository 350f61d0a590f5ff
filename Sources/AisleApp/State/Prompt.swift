import Storefront
import TerminalUI

/// A one-line text prompt on the bottom line (search, go to a link). While it is open,
/// printable keys are text, never shortcuts; it edits with the keys of the checkout fields
/// (it holds the same `TextField`). Its text is bounded (`maximumLength` Unicode scalars), so a
/// paste of any size cannot become a search too long to save.
public struct Prompt: Hashable, Sendable {
    /// What the typed text is for; also names the prompt's history.
    public enum Purpose: String, Hashable, Sendable, CaseIterable {
        /// `/` (`f` on a product list, where `/` filters): words to search the whole catalog
        /// for.
        case search
        /// `:`: a link (or its short form) to go to.
        case link
        /// `/` on a product list: words that filter it as they are typed.
        case filter
    }

    /// What Enter does with the text.
    public let purpose: Purpose
    /// The text and the cursor in it.
    public private(set) var field: TextField
    /// Which history entry ↑/↓ shows (0 is the newest); `nil` while the user's own line shows.
    public internal(set) var recalled: Int?
    /// The line typed before ↑ was first pressed, which ↓ past the newest entry brings back.
    public internal(set) var typedLine: String
    /// In a filter: ↑ or ↓ moved the list's highlight, so Enter opens the highlighted row
    /// rather than only keeping the filter.
    public internal(set) var highlightMoved = false
    /// The Unicode scalars in the text, kept so that a key pressed into a full prompt (a paste
    /// arriving as thousands of keys) costs nothing.
    private var used = 0

    /// What has been typed; at most `maximumLength` Unicode scalars (setting it cuts and puts
    /// the cursor at the end).
    public var text: String {
        get { field.text }
        set {
            field = TextField(maxLength: maximumLength)
            used = 0
            insert(newValue)
        }
    }

    /// A prompt for `purpose` holding `text`, cut to `maximumLength`, the cursor at the end.
    public init(_ purpose: Purpose, text: String = "") {
        self.purpose = purpose
        field = TextField(maxLength: Self.maximumLength(of: purpose))
        recalled = nil
        typedLine = ""
        insert(text)
    }

    /// The most Unicode scalars the text holds: a search query's own bound, and for a link
    /// the longest link Aisle follows.
    public var maximumLength: Int { Self.maximumLength(of: purpose) }

    static func maximumLength(of purpose: Purpose) -> Int {
        switch purpose {
        case .search, .filter: Route.maximumQueryLength
        case .link: DeepLink.maxLength
        }
    }

    /// Inserts as much of `newText` as fits at the cursor (cleaned as a field cleans typing);
    /// returns whether any of it was left out. The text is cut to the room left *before* it
    /// reaches the field, so a paste of any size costs what the room costs.
    @discardableResult
    public mutating func insert(_ newText: String) -> Bool {
        let cleaned = TextSanitizer.clean(newText)
        let room = maximumLength - used
        guard room > 0 else { return !cleaned.isEmpty }
        let fitting = Route.prefix(of: cleaned, scalars: room)
        if field.insert(fitting) { used = field.text.unicodeScalars.count }
        return fitting.unicodeScalars.count < cleaned.unicodeScalars.count
    }

    /// Applies an editing key as a checkout field does (←/→, Home/End, Ctrl-W, Alt-B/F, ⌫,
    /// Delete, Ctrl-U/K, typing, paste); returns whether typed text was left out at the bound.
    @discardableResult
    mutating func edit(_ key: Key) -> Bool {
        switch key {
        case .character(let character): return insert(String(character))
        case .paste(let text): return insert(text)
        default:
            if field.apply(key) == .edited { used = field.text.unicodeScalars.count }
            return false
        }
    }

    /// Shows `line` with the cursor at its end (history, completion).
    mutating func show(_ line: String) {
        text = line
    }

    /// Puts the cursor `offset` Characters into the text.
    mutating func moveCursor(to offset: Int) {
        field.cursor = offset
    }

    /// What to tell the user when typing stopped at the bound.
    public var fullNotice: String {
        "\(label) text stops at \(maximumLength) characters; the rest was left out"
    }

    /// The label before the text.
    public var label: String {
        switch purpose {
        case .search: "Search"
        case .link: "Go to"
        case .filter: "Filter"
        }
    }
}
