/// What a run of text means on screen. Screens say what a cell *is*; the backend decides how
/// that looks, which is how colour and the monochrome fallback (`NO_COLOR`) share one renderer.
public enum Style: UInt8, Hashable, Sendable, CaseIterable {
    /// Ordinary text.
    case normal
    /// Secondary text: hints, counts, descriptions' metadata.
    case muted
    /// Headings and names that anchor a screen.
    case emphasis
    /// The highlighted row of a list (reverse video in monochrome).
    case selected
    /// The top bar and the bottom line.
    case bar
    /// Prices and other figures the eye looks for.
    case accent
    /// Something the user should notice: out of stock, a restore that dropped screens.
    case warning
    /// Something that went well: added to cart.
    case success
}
