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

    /// Looks by `Style.rawValue`: a frame asks for one per cell written.
    private var looks: [Look]
    /// A blank `cchar_t` of each look, by `Style.rawValue`: a cell of one scalar is this with
    /// its scalar put in, which is what `setcchar` makes of it.
    private var blanks: [cchar_t]

    /// The look of `style`.
    func look(of style: Style) -> Look { looks[Int(style.rawValue)] }

    /// Makes `cell` the `cchar_t` ncurses draws, in `character`; `false` when ncurses refuses
    /// it (`setcchar` fails for a base it cannot measure with marks after it), and then the
    /// cell is not drawn, as before.
    func character(for cell: Canvas.Cell, into character: inout cchar_t) -> Bool {
        let style = Int(cell.styleIndex)
        guard style < blanks.count else { return false }
        if cell.isSingleScalar {
            character = blanks[style]
            character.chars.0 = wchar_t(bitPattern: cell.scalarValue(at: 0))
            return true
        }
        // A base and the zero-width scalars ncurses keeps with it, NUL-terminated.
        var scalars: (wchar_t, wchar_t, wchar_t, wchar_t, wchar_t, wchar_t) = (0, 0, 0, 0, 0, 0)
        let kept = min(cell.scalarCount, Int(aisle_CCHARW_MAX))
        return withUnsafeMutableBytes(of: &scalars) { bytes in
            let text = bytes.bindMemory(to: wchar_t.self)
            for index in 0..<kept { text[index] = wchar_t(bitPattern: cell.scalarValue(at: index)) }
            let look = looks[style]
            return setcchar(&character, text.baseAddress, look.attributes, look.pair, nil) == OK
        }
    }

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
        // Indexed by raw value, which runs from 0 without gaps.
        looks = Style.allCases.sorted { $0.rawValue < $1.rawValue }.map(look)
        blanks = looks.map { look in
            var blank = cchar_t()
            var space: (wchar_t, wchar_t) = (0x20, 0)
            _ = withUnsafePointer(to: &space) { text in
                text.withMemoryRebound(to: wchar_t.self, capacity: 2) {
                    setcchar(&blank, $0, look.attributes, look.pair, nil)
                }
            }
            return blank
        }
    }

    private static var hasDim: Bool { aisle_string_capability("dim") != nil }
}
