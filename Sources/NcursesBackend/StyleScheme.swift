import TerminalUI

/// How each `Style` looks, as data: colours named by the terminal's palette index (or its own
/// foreground and background) and attributes. `StylePalette` turns it into ncurses pairs;
/// `StyleSchemeContrastTests` measures every style against real terminals' default palettes.
///
/// The rules that keep every text at 4.5:1 or more in xterm, rxvt-unicode, kitty and alacritty,
/// on light and dark backgrounds alike (DECISIONS.md, "Colours for any background"):
/// - no palette colour as a foreground on the user's own background (no colour reads on both
///   black and white in every palette): a colour only as a background, with black text;
/// - no bold over a palette foreground of 0–7: xterm and rxvt-unicode draw it in the bright
///   colour (bold black on green was grey on green, 1.86:1);
/// - no dim: xterm and kitty blend it into the background, and rxvt-unicode, whose terminfo has
///   no dim, would get colour 8 (2.48:1 on black);
/// - secondary text in italics instead of dim: a change of shape that costs no contrast;
/// - bars in reverse video of the terminal's own colours: as legible as its text.
enum StyleScheme {
    /// A colour a look names.
    enum Colour: Hashable, Sendable {
        /// The terminal's own foreground (as a foreground) or background (as a background).
        case terminal
        /// Entry `index` (0–15) of the terminal's palette.
        case palette(Int)
    }

    /// One style's look.
    struct Look: Hashable, Sendable {
        var foreground: Colour = .terminal
        var background: Colour = .terminal
        var bold = false
        var dim = false
        var reverse = false
        /// Italic: a change of shape, not of colour, so it costs no contrast (terminals
        /// without italics draw plain text).
        var italic = false
    }

    /// Palette indexes, named as terminals name them.
    static let black = 0
    static let green = 2
    static let yellow = 3
    static let cyan = 6

    /// The look of `style` where the terminal has eight colours or more.
    static func colored(_ style: Style) -> Look {
        switch style {
        case .normal: Look()
        case .muted: Look(italic: true)
        case .emphasis, .accent: Look(bold: true)
        case .selected: Look(foreground: .palette(black), background: .palette(cyan))
        case .bar: Look(bold: true, reverse: true)
        case .warning: Look(foreground: .palette(black), background: .palette(yellow))
        case .success: Look(foreground: .palette(black), background: .palette(green))
        }
    }

    /// The look of `style` without colour (`NO_COLOR`, `--no-color`, a terminal without).
    static func monochrome(_ style: Style) -> Look {
        switch style {
        case .normal, .accent: Look()
        case .muted: Look(italic: true)
        case .emphasis, .warning, .success: Look(bold: true)
        case .selected, .bar: Look(reverse: true)
        }
    }
}
