import TerminalUI
import Testing

@Suite(.timeLimit(.minutes(10))) struct TextSanitizerTests {
    static let undrawable: [UInt32] =
        Array(0x00...0x1F) + [0x7F] + Array(0x80...0x9F)  // C0 (TAB, LF, CR, ESC), DEL, C1
        + Array(0x202A...0x202E) + Array(0x2066...0x2069)  // bidi embeddings, overrides, isolates
        + [0x200E, 0x200F, 0x061C]  // LRM, RLM, ALM
        + [0x2028, 0x2029]  // line and paragraph separators
        + [0x200B, 0x2060, 0xFEFF, 0x180E, 0x206A, 0x206F]  // invisible spaces and shaping
        + [0xFFF9, 0xFFFA, 0xFFFB, 0xE0001, 0xE0041, 0xE007F]  // annotations, tags

    @Test(arguments: undrawable)
    func dropsControlAndFormatScalars(value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(!TextSanitizer.isDrawable(scalar))
    }

    static let drawable: [UInt32] = [
        0x20, 0x41, 0x7E, 0xA0, 0xE9, 0x300, 0x4E2D, 0xAC00, 0x1F44D, 0x1F3FD, 0x1F1EF,
        0x200D,  // ZWJ: emoji sequences
        0x200C,  // ZWNJ: needed by Persian, cannot reorder
        0xFE0F, 0xFE0E, 0xE0100,  // variation selectors
        0x2764, 0xE000, 0x061B, 0x061D,
    ]

    @Test(arguments: drawable)
    func keepsText(value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(TextSanitizer.isDrawable(scalar))
    }

    @Test(arguments: [
        ("plain", "plain"),
        ("Café 日本 👨‍👩‍👧 ❤️", "Café 日本 👨‍👩‍👧 ❤️"),
        ("a\tb", "a b"),
        ("a\r\nb", "a b"),
        ("a\n\n\t\nb", "a b"),
        ("line\u{2028}next", "line next"),
        ("a\u{85}b", "a b"),
        ("\u{1B}[31mRed\u{1B}[0m", "[31mRed[0m"),
        ("\u{1B}]0;pwned\u{07}title", "]0;pwnedtitle"),
        ("\u{9B}2J", "2J"),  // C1 CSI
        ("\u{202E}gpj.exe", "gpj.exe"),
        ("a\u{2066}b\u{2069}c\u{200F}d", "abcd"),
        ("secret\u{E0041}\u{E0042}", "secret"),
        ("\u{FEFF}BOM", "BOM"),
        ("e\u{301}", "e\u{301}"),
    ])
    func clean(input: String, expected: String) {
        #expect(TextSanitizer.clean(input) == expected)
    }

    @Test func cleanLeavesNothingUndrawable() {
        let hostile = "\u{1B}[2J\u{202E}\u{9B}x\t\u{0}\u{7F}y\u{2067}z\n"
        let cleaned = TextSanitizer.clean(hostile)
        #expect(cleaned.unicodeScalars.allSatisfy(TextSanitizer.isDrawable))
        #expect(cleaned == "[2Jx yz ")
    }
}
