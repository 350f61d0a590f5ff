import TerminalUI
import TestSupport
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Data shows what it holds: each control, bidi or hidden format character becomes a visible
/// placeholder of known width (`^[` for C0 and DEL, `�` for the rest), never a line break.
@Suite(.timeLimit(.minutes(10))) struct TextPlaceholderTests {
    @Test(arguments: [
        ("plain", "plain"),
        ("Café 日本 👨‍👩‍👧 ❤️ e\u{301}", "Café 日本 👨‍👩‍👧 ❤️ e\u{301}"),
        ("\u{1B}[31mRed\u{1B}[0m", "^[[31mRed^[[0m"),
        ("\u{1B}]0;pwned\u{07}title", "^[]0;pwned^Gtitle"),
        ("p-\n1\r\n2", "p-^J1^M^J2"),
        ("a\tb", "a^Ib"),
        ("\u{0}\u{1F}\u{7F}", "^@^_^?"),
        ("\u{9B}2J", "\u{FFFD}2J"),  // C1 CSI
        ("\u{85}next", "\u{FFFD}next"),
        ("\u{202E}gpj.exe", "\u{FFFD}gpj.exe"),
        ("a\u{2066}b\u{2069}c\u{200F}d\u{200B}e", "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e"),
        ("line\u{2028}next", "line\u{FFFD}next"),
        ("secret\u{E0041}", "secret\u{FFFD}"),
    ])
    func visible(input: String, expected: String) {
        #expect(TextSanitizer.visible(input) == expected)
    }

    @Test func prose() {
        let text = "one\n\n\u{1B}two\tthree\u{2029}four\u{202E}"
        #expect(
            TextSanitizer.visible(text, keepingLineBreaks: true)
                == "one\n\n^[two\tthree\u{2029}four\u{FFFD}")
        #expect(TextLayout.wrap(text, toWidth: 20) == ["one", "", "^[two three", "four\u{FFFD}"])
    }

    /// Over generated text: the result is one line of drawable scalars, stable when shown
    /// again, as wide as `DisplayWidth` measured the original, and what was drawable is kept
    /// in order.
    @Test(arguments: [UInt64(11), 12, 13])
    func visibleIsOneDrawableLineOfKnownWidth(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for index in 0..<400 {
            let text = SanitizerPropertyTests.string(&random)
            let shown = TextSanitizer.visible(text)
            #expect(shown.unicodeScalars.allSatisfy(TextSanitizer.isDrawable), "case \(index)")
            #expect(TextSanitizer.visible(shown) == shown)
            #expect(DisplayWidth.of(shown) == DisplayWidth.of(text), "seed \(seed), \(index)")
            var expected = String.UnicodeScalarView()
            for scalar in text.unicodeScalars {
                if TextSanitizer.isDrawable(scalar) {
                    expected.append(scalar)
                } else {
                    expected.append(
                        contentsOf: TextSanitizer.placeholder(for: scalar).unicodeScalars)
                }
            }
            #expect(shown == String(expected))
        }
    }

    @Test func everyUndrawableScalarHasAPlaceholderOfItsWidth() throws {
        for value in TextSanitizerTests.undrawable {
            let scalar = try #require(Unicode.Scalar(value))
            let placeholder = TextSanitizer.placeholder(for: scalar)
            #expect(
                placeholder == TextSanitizer.replacement
                    || (placeholder.count == 2 && placeholder.hasPrefix("^")))
            #expect(DisplayWidth.of(placeholder) == TextSanitizer.placeholderWidth(for: scalar))
            #expect(placeholder.unicodeScalars.allSatisfy(TextSanitizer.isDrawable))
        }
    }

    @Test func jsonEscapesWhatEncodersLeaveRaw() throws {
        let strings = [
            "\u{9B}2J", "\u{202E}gpj", "a\u{200B}b", "\u{7F}", "tag\u{E0041}", "é 日本", "\u{1B}",
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let json = String(decoding: try encoder.encode(strings), as: UTF8.self)
        let escaped = TextSanitizer.escapingJSON(json)
        #expect(escaped.unicodeScalars.allSatisfy { TextSanitizer.isDrawable($0) || $0 == "\n" })
        for escape in [#"\u009b2J"#, #"\u202egpj"#, #"a\u200bb"#, #"\u007f"#, #"tag\udb40\udc41"#] {
            #expect(escaped.contains(escape), "\(escape) in \(escaped)")
        }
        #expect(escaped.contains("é 日本"), "drawable text stays as it is")
        #expect(escaped.split(separator: "\n").count == json.split(separator: "\n").count)
        let decoded = try JSONDecoder().decode([String].self, from: Data(escaped.utf8))
        #expect(decoded == strings, "the escapes mean the same strings")
    }
}
