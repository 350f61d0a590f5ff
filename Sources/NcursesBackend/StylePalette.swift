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

    /// Reverse for bars and the selection, bold for what must stand out (`StyleScheme`).
    static func monochrome() -> StylePalette {
        StylePalette { Look(attributes: attributes(of: StyleScheme.monochrome($0)), pair: 0) }
    }

    /// `StyleScheme.colored`: colours only as backgrounds under black text, so that contrast
    /// does not depend on the user's background (DECISIONS.md, "Colours for any background").
    private static func colored() -> StylePalette {
        // -1 keeps the terminal's own colours; without that ability assume white on black.
        let ownColours = use_default_colors() == OK
        func number(_ colour: StyleScheme.Colour, background: Bool) -> Int16 {
            switch colour {
            case .terminal: ownColours ? -1 : Int16(background ? COLOR_BLACK : COLOR_WHITE)
            case .palette(let index): Int16(index)
            }
        }
        var pairs: [StyleScheme.Look: Int16] = [:]
        return StylePalette { style in
            var look = StyleScheme.colored(style)
            let attributes = attributes(of: look)
            (look.bold, look.dim, look.reverse, look.italic) = (false, false, false, false)
            guard look != StyleScheme.Look() else { return Look(attributes: attributes, pair: 0) }
            let pair =
                pairs[look]
                ?? {
                    let next = Int16(pairs.count + 1)
                    init_pair(
                        next, number(look.foreground, background: false),
                        number(look.background, background: true))
                    pairs[look] = next
                    return next
                }()
            return Look(attributes: attributes, pair: pair)
        }
    }

    /// The ncurses attributes of `look`.
    private static func attributes(of look: StyleScheme.Look) -> attr_t {
        var attributes = aisle_A_NORMAL
        if look.bold { attributes |= aisle_A_BOLD }
        if look.dim { attributes |= aisle_A_DIM }
        if look.reverse { attributes |= aisle_A_REVERSE }
        if look.italic { attributes |= aisle_A_ITALIC }
        return attributes
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
}
