import CNcursesw
import TerminalUI

/// How each `Style` looks on this terminal: attributes plus a colour pair. Built once, after
/// the screen exists, because colour support is only known then.
struct StylePalette {
    /// The look of one style.
    struct Look: Equatable {
        var attributes: attr_t
        var pair: Int16
    }

    private var looks: [Style: Look]

    /// The look of `style`.
    subscript(style: Style) -> Look { looks[style] ?? Look(attributes: aisle_A_NORMAL, pair: 0) }

    /// Colours when `color` is asked for and the terminal has at least eight; otherwise the
    /// monochrome scheme, which must read well on its own (it is what `NO_COLOR` gets).
    static func make(color: Bool) -> StylePalette {
        if color, has_colors(), start_color() == OK, aisle_colors() >= 8, aisle_color_pairs() > 8 {
            return colored()
        }
        return monochrome()
    }

    /// Reverse for bars and the selection, bold for what must stand out, dim for what must not.
    static func monochrome() -> StylePalette {
        let dim = hasDim ? aisle_A_DIM : aisle_A_NORMAL
        return StylePalette { style in
            switch style {
            case .normal, .accent: Look(attributes: aisle_A_NORMAL, pair: 0)
            case .muted: Look(attributes: dim, pair: 0)
            case .emphasis, .warning, .success: Look(attributes: aisle_A_BOLD, pair: 0)
            case .selected, .bar: Look(attributes: aisle_A_REVERSE, pair: 0)
            }
        }
    }

    /// Calm colours that read on light and dark backgrounds alike: white on blue bars, black on
    /// cyan selection, black on green success, bold red warnings, and prices in the terminal's
    /// own foreground, bold. A foreground colour on the user's background is only ever red:
    /// cyan and green on xterm's white are about 2:1 (DECISIONS.md, "Colours for any background").
    private static func colored() -> StylePalette {
        // -1 keeps the terminal's own colours; without that ability assume white on black.
        let background: Int16 = use_default_colors() == OK ? -1 : Int16(COLOR_BLACK)
        var next: Int16 = 1
        func pair(_ fg: Int32, _ bg: Int16? = nil) -> Int16 {
            defer { next += 1 }
            init_pair(next, Int16(fg), bg ?? background)
            return next
        }
        let bar = pair(COLOR_WHITE, Int16(COLOR_BLUE))
        let selected = pair(COLOR_BLACK, Int16(COLOR_CYAN))
        let success = pair(COLOR_BLACK, Int16(COLOR_GREEN))
        let warning = pair(COLOR_RED)
        // Where dim is missing, bright black (colour 8) is the usual grey.
        let muted: Look =
            hasDim
            ? Look(attributes: aisle_A_DIM, pair: 0)
            : aisle_colors() >= 16
                ? Look(attributes: aisle_A_NORMAL, pair: pair(8))
                : Look(attributes: aisle_A_NORMAL, pair: 0)
        return StylePalette { style in
            switch style {
            case .normal: Look(attributes: aisle_A_NORMAL, pair: 0)
            case .muted: muted
            case .emphasis: Look(attributes: aisle_A_BOLD, pair: 0)
            case .selected: Look(attributes: aisle_A_NORMAL, pair: selected)
            case .bar: Look(attributes: aisle_A_BOLD, pair: bar)
            case .accent: Look(attributes: aisle_A_BOLD, pair: 0)
            case .warning: Look(attributes: aisle_A_BOLD, pair: warning)
            case .success: Look(attributes: aisle_A_BOLD, pair: success)
            }
        }
    }

    private init(_ look: (Style) -> Look) {
        looks = Dictionary(uniqueKeysWithValues: Style.allCases.map { ($0, look($0)) })
    }

    private static var hasDim: Bool { aisle_string_capability("dim") != nil }
}
