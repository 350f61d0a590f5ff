import CNcursesw
import TerminalUI
import Testing

@testable import NcursesBackend

/// The palette makes a cell's `cchar_t` without `setcchar` where it can; it must be exactly
/// what `setcchar` makes, so the screen stays as it was.
@Suite(.timeLimit(.minutes(10))) struct StylePaletteTests {
    private static func bytes(_ character: cchar_t) -> [UInt8] {
        withUnsafeBytes(of: character) { Array($0) }
    }

    private static func expected(_ text: String, style: Style, palette: StylePalette) -> cchar_t {
        var blank = cchar_t()
        let look = palette.look(of: style)
        var characters = text.unicodeScalars.map { wchar_t(bitPattern: $0.value) } + [0]
        _ = setcchar(&blank, &characters, look.attributes, look.pair, nil)
        return blank
    }

    /// The palette keeps its looks in arrays indexed by raw value.
    @Test func styleRawValuesRunFromZeroWithoutGaps() {
        #expect(Style.allCases.map(\.rawValue).sorted() == Array(0..<UInt8(Style.allCases.count)))
    }

    @Test(arguments: Style.allCases)
    func aCellIsWhatSetccharMakes(style: Style) {
        let palette = StylePalette.monochrome()
        var c = Canvas(size: Size(columns: 6, rows: 1))
        c.write("a日e\u{301}\u{FE0F}", row: 0, column: 0, style: style)
        for (column, text) in [(0, "a"), (1, "日"), (3, "e\u{301}\u{FE0F}")] {
            var made = cchar_t()
            #expect(palette.character(for: c[0, column], into: &made))
            let wanted = Self.expected(text, style: style, palette: palette)
            #expect(Self.bytes(made) == Self.bytes(wanted), "\(text) in \(style)")
        }
    }
}
