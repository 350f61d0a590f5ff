import Testing

@testable import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

@Suite(.timeLimit(.minutes(10))) struct DisplayWidthTests {
    /// The figures measured with ncurses on this machine (shared notes) and everyday text.
    @Test(arguments: [
        ("❤️", 1),  // U+2764 U+FE0F: VS16 adds nothing
        ("👍🏽", 4),  // skin tone modifier is its own wide scalar
        ("👨‍👩‍👧", 6),  // ZWJ adds nothing between three wide scalars
        ("🇯🇵", 2),  // two regional indicators of width 1
        ("", 0),
        ("Aisle", 5),
        ("Café", 4),
        ("Cafe\u{301}", 4),  // decomposed: the accent rides on the e
        ("日本語", 6),
        ("한국어", 6),
        ("ｆｕｌｌ", 8),
        ("Tea 茶", 6),
        ("a\u{1B}[31mb", 8),  // ESC is drawn as "^["
        ("\u{202E}abc", 4),  // a bidi override is drawn as "�"
        ("tab\there", 9),  // "^I"
    ])
    func textWidth(text: String, expected: Int) {
        #expect(DisplayWidth.of(text) == expected)
    }

    @Test(arguments: [
        (0x41, 1), (0x20, 1), (0x7E, 1),  // ASCII
        (0x00, 0), (0x09, 0), (0x1B, 0), (0x7F, 0), (0x85, 0), (0x9F, 0),  // never drawn
        (0xA0, 1), (0xE9, 1), (0xFF, 1), (0xAD, 1),  // Latin-1, soft hyphen as glibc says
        (0x300, 0), (0x301, 0), (0x36F, 0), (0x20D7, 0),  // combining marks
        (0x4E2D, 2), (0x3000, 2), (0x3042, 2), (0xFF21, 2), (0x20000, 2),  // CJK
        (0xAC00, 2), (0xD7A3, 2), (0x1100, 2), (0x1160, 0),  // Hangul syllables and jamo
        (0x1F44D, 2), (0x1F3FD, 2), (0x1F600, 2), (0x2764, 1),  // emoji
        (0xFE0F, 0), (0xFE0E, 0), (0x200D, 0), (0xE0100, 0),  // selectors and joiner
        (0x1F1EF, 1), (0x1F1F5, 1),  // regional indicators
        (0x378, 1), (0xFFFE, 1), (0x10FFFF, 1), (0x2028, 1),  // wcwidth -1: ncurses draws 1
        (0xE000, 1),  // private use
    ])
    func scalarWidth(value: UInt32, expected: Int) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(DisplayWidth.of(scalar) == expected)
    }

    @Test func runsAreSortedAndDisjoint() {
        let starts = DisplayWidth.runStarts
        let ends = DisplayWidth.runEnds
        #expect(starts.count == ends.count)
        #expect(starts.count == DisplayWidth.runWidths.count)
        #expect(DisplayWidth.runWidths.allSatisfy { $0 == 0 || $0 == 2 })
        for i in starts.indices {
            #expect(starts[i] <= ends[i])
            if i > 0 { #expect(ends[i - 1] < starts[i]) }
        }
    }

    #if canImport(Glibc)
        /// Every scalar against glibc itself: the table must be what ncurses will measure here.
        /// The C.UTF-8 locale is set for this thread only, so other tests are untouched.
        @Test func everyScalarAgreesWithGlibc() throws {
            // Glibc's Swift overlay hides `wcwidth` (it wants _XOPEN_SOURCE): look it up instead.
            typealias WcWidth = @convention(c) (wchar_t) -> Int32
            let symbol = try #require(dlsym(dlopen(nil, RTLD_NOW), "wcwidth"))
            let wcwidth = unsafeBitCast(symbol, to: WcWidth.self)
            let utf8 = try #require(newlocale(Int32(LC_CTYPE_MASK), "C.UTF-8", nil))
            let previous = uselocale(utf8)
            defer {
                uselocale(previous)
                freelocale(utf8)
            }
            var mismatches: [String] = []
            for value in UInt32(0)...0x10FFFF {
                guard let scalar = Unicode.Scalar(value) else { continue }
                var expected = Int(wcwidth(wchar_t(value)))
                if expected < 0 { expected = value < 0x20 || (0x7F...0x9F).contains(value) ? 0 : 1 }
                if DisplayWidth.of(scalar) != expected, mismatches.count < 20 {
                    mismatches.append("U+\(String(value, radix: 16)): \(expected)")
                }
            }
            #expect(mismatches.isEmpty, "regenerate with scripts/generate-width-table.py")
        }
    #endif
}
