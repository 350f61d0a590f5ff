/// The symbols the interface draws, as one set: Unicode, or plain ASCII for a terminal whose
/// locale is not UTF-8 (or `AISLE_ASCII=1`), where `▸ › ⏎ …` would arrive as mojibake.
///
/// The run loop picks the set once at start-up and the state carries it to rendering (the
/// reducer and the screens read no environment). Widgets take their marks from it by name
/// (`pointer`, `separator`); any other text passes through `spell` when written to a `Canvas`
/// of the ASCII set, which is the one place Unicode symbols become their ASCII spellings.
public struct Glyphs: Hashable, Sendable {
    /// Whether this is the ASCII set.
    public let isASCII: Bool

    /// `▸ › ┃ ⏎ …`: for UTF-8 terminals.
    public static let unicode = Glyphs(isASCII: false)
    /// `> / | Enter ...`: for every other terminal.
    public static let ascii = Glyphs(isASCII: true)

    /// The marker of the highlighted row and of the focused form field.
    public var pointer: String { isASCII ? ">" : "▸" }
    /// Between breadcrumbs and checkout steps, with its spaces.
    public var separator: String { isASCII ? " / " : " › " }
    /// The part of a scroll bar that stands for the rows on screen.
    public var scrollThumb: String { isASCII ? "#" : "┃" }
    /// The rest of a scroll bar, and other thin vertical rules.
    public var rule: String { isASCII ? "|" : "│" }
    /// Where a text field's text is cut on the left.
    public var cutLeft: String { isASCII ? "<" : "‹" }
    /// Where a text field's text is cut on the right.
    public var cutRight: String { isASCII ? ">" : "›" }
    /// The end of cut text, and text left out.
    public var ellipsis: String { isASCII ? "..." : "…" }
    /// Between the parts of a line of facts (`Cart 2 · $9.00`), with its spaces.
    public var dot: String { isASCII ? " - " : " · " }
    /// Before a step that is done.
    public var done: String { isASCII ? "*" : "✓" }

    /// `text` with each interface symbol in this set's spelling: itself in the Unicode set,
    /// `⏎` → `Enter`, `←` → `<-`, `·` → `-` and so on in the ASCII set (the spelling may be
    /// wider, so text is spelled before it is measured). Other non-ASCII text is left as it is:
    /// the canvas turns it into `?` or a plain letter (`ASCIIText`).
    public func spell(_ text: String) -> String {
        guard isASCII, !text.utf8.allSatisfy({ $0 < 0x80 }) else { return text }
        var spelled = ""
        spelled.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let ascii = Self.spellings[scalar] {
                spelled += ascii
            } else {
                spelled.unicodeScalars.append(scalar)
            }
        }
        return spelled
    }

    /// The ASCII spelling of each symbol the interface writes, and of common typography.
    static let spellings: [Unicode.Scalar: String] = [
        "▸": ">", "›": ">", "‹": "<", "┃": "|", "│": "|", "←": "<-", "→": "->", "↑": "Up",
        "↓": "Down", "⏎": "Enter", "⌫": "Backspace", "…": "...", "·": "-", "—": "-", "–": "-",
        "“": "\"", "”": "\"", "‘": "'", "’": "'", "×": "x", "✓": "*", "•": "*", "█": "#",
        "░": "-", "\u{A0}": " ",
    ]
}
