import TerminalUI
import Testing

@Suite(.timeLimit(.minutes(10))) struct TextLayoutTests {
    static let samples = [
        "Tea 茶 ☕ café",
        "日本語のテキスト",
        "a👍🏽b👨‍👩‍👧c🇯🇵d❤️e",
        "e\u{301}e\u{301}中e\u{301}x",
        "plain ascii text",
        "\u{1B}[31m赤\u{202E}x",
    ]

    /// Every width from 0 to past the text: fits, never splits, cuts as little as it can.
    /// Controls count and show as their placeholders (`^[`, `�`).
    @Test(arguments: samples)
    func truncateAtEveryWidth(original: String) {
        let text = TextSanitizer.visible(original)
        let full = DisplayWidth.of(original)
        #expect(full == DisplayWidth.of(text))
        for width in 0...full + 1 {
            let result = TextLayout.truncate(original, toWidth: width)
            #expect(DisplayWidth.of(result) <= width, "width \(width): \(result)")
            if full <= width {
                #expect(result == text)
                continue
            }
            if width == 0 {
                #expect(result.isEmpty)
                continue
            }
            #expect(result.unicodeScalars.last == "…", "width \(width): \(result)")
            let body = String(result.unicodeScalars.dropLast())
            #expect(text.unicodeScalars.starts(with: body.unicodeScalars))
            // What follows the cut (after joiners) starts with a base, not a stranded mark, and
            // that base would not have fit: nothing was cut that could have stayed.
            let rest = text.unicodeScalars.dropFirst(body.unicodeScalars.count)
                .drop { $0 == "\u{200D}" }
            if let next = rest.first {
                #expect(DisplayWidth.of(next) > 0, "width \(width): mark split from base")
                #expect(DisplayWidth.of(body) + DisplayWidth.of(next) > width - 1)
            }
            #expect(body.unicodeScalars.last != "\u{200D}")
        }
    }

    @Test(arguments: [
        ("日本語", 6, "日本語"),
        ("日本語", 5, "日本…"),
        ("日本語", 4, "日…"),
        ("日本語", 2, "…"),
        ("日本語", 1, "…"),
        ("日本語", 0, ""),
        ("abc", 3, "abc"),
        ("abcd", 3, "ab…"),
        ("ab\u{301}c", 2, "a…"),
        ("ab\u{301}cd", 3, "ab\u{301}…"),
        ("👨‍👩‍👧", 3, "👨…"),
        ("👨‍👩‍👧", 5, "👨\u{200D}👩…"),
        ("❤️xy", 2, "❤️…"),
        ("", 0, ""),
        ("", 3, ""),
        ("x", -1, ""),
    ])
    func truncate(text: String, width: Int, expected: String) {
        #expect(TextLayout.truncate(text, toWidth: width) == expected)
    }

    @Test(arguments: [
        ("the quick brown fox", 10, ["the quick", "brown fox"]),
        ("hello world", 5, ["hello", "world"]),
        ("hello world", 11, ["hello world"]),
        ("a  b\tc", 10, ["a b c"]),
        ("  leading and trailing  ", 30, ["  leading and trailing"]),
        ("abcdefghij", 4, ["abcd", "efgh", "ij"]),
        ("go abcdefghij x", 4, ["go", "abcd", "efgh", "ij x"]),
        ("日本語テキスト", 5, ["日本", "語テ", "キス", "ト"]),
        ("ab 日本語", 3, ["ab", "日", "本", "語"]),
        ("e\u{301}e\u{301}e\u{301}", 2, ["e\u{301}e\u{301}", "e\u{301}"]),
        ("a\nb", 10, ["a", "b"]),
        ("a\r\nb\rc", 10, ["a", "b", "c"]),
        ("para one\n\npara two", 20, ["para one", "", "para two"]),
        ("one\n\n\nthree", 20, ["one", "", "", "three"]),
        ("line\n", 10, ["line"]),
        ("\nafter", 10, ["", "after"]),
        ("", 5, []),
        ("   ", 5, []),
        ("x", 0, []),
        ("中", 1, ["…"]),
        ("hi a\u{1B}[31mb", 20, ["hi a^[[31mb"]),
        ("a\u{202E}b\tc", 20, ["a\u{FFFD}b c"]),
    ])
    func wrap(text: String, width: Int, expected: [String]) {
        #expect(TextLayout.wrap(text, toWidth: width) == expected)
    }

    /// At every width the lines fit and, spaces aside, hold the text's drawable scalars in order.
    @Test(arguments: samples + ["A longer description: 長い説明文 with 👍🏽 words\nand a second line."])
    func wrapKeepsEverythingWithinWidth(text: String) {
        let shown = TextSanitizer.visible(text, keepingLineBreaks: true)
        let expected = shown.unicodeScalars.filter { TextSanitizer.isDrawable($0) && $0 != " " }
        for width in 2...20 {
            let lines = TextLayout.wrap(text, toWidth: width)
            for line in lines {
                #expect(DisplayWidth.of(line) <= width, "width \(width): \(line)")
                #expect(line.first != " " && line.last != " ")
            }
            let kept = lines.joined().unicodeScalars.filter { $0 != " " }
            #expect(Array(kept) == Array(expected), "width \(width)")
        }
    }
}
