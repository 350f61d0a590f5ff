import TerminalUI
import Testing

/// Grapheme clusters, the length limit and what typing and pasting let in.
@Suite(.timeLimit(.minutes(10))) struct TextFieldInputTests {
    static let clusters = [
        "e\u{301}",  // é decomposed
        "\u{E9}",  // é precomposed
        "👍🏽",  // emoji with skin tone
        "👨‍👩‍👧",  // ZWJ family
        "🇯🇵",  // flag: two regional indicators
        "東",  // CJK, two columns
        "❤️",  // with VS16
        "각",  // Hangul syllable
        "\u{1100}\u{1161}\u{11A8}",  // the same syllable as conjoining jamo
    ]

    /// One key removes or steps over a whole cluster, wherever it is.
    @Test(arguments: clusters)
    func clustersEditAsOne(cluster: String) {
        let text = "a" + cluster + "b"
        #expect(text.count == 3)
        var field = TextField(text: text)
        let outcome1 = field.apply(.left)
        #expect(outcome1 == .moved)
        let outcome2 = field.apply(.backspace)
        #expect(outcome2 == .edited)
        #expect(field.marked == "a|b")

        field = TextField(text: text, cursor: 1)
        let outcome3 = field.apply(.delete)
        #expect(outcome3 == .edited)
        #expect(field.marked == "a|b")

        field = TextField(text: text, cursor: 0)
        let outcome4 = field.apply(.right)
        #expect(outcome4 == .moved)
        let outcome5 = field.apply(.right)
        #expect(outcome5 == .moved)
        #expect(field.marked == "a" + cluster + "|b")

        field = TextField(text: cluster + cluster)
        #expect(field.cursor == 2)
        field.deleteBackward()
        #expect(field.text == cluster)
    }

    /// Typed one scalar at a time, a cluster still ends up one Character long.
    @Test(arguments: clusters)
    func clustersTypedScalarByScalar(cluster: String) {
        var field = TextField(marked: "x|y")
        for scalar in cluster.unicodeScalars { field.insert(String(scalar)) }
        #expect(field.marked == "x" + cluster + "|y")
    }

    /// A combining mark joins the Character before it even in a full field, and is dropped
    /// where it would stand alone.
    @Test func combiningMarks() {
        var full = TextField(text: "cafe", maxLength: 4)
        let outcome6 = full.apply(.character("\u{301}"))
        #expect(outcome6 == .edited)
        #expect(full.text == "cafe\u{301}")
        #expect(full.text == "café")
        #expect(full.cursor == 4)

        var empty = TextField()
        let outcome7 = empty.apply(.character("\u{301}"))
        #expect(outcome7 == .unchanged)
        let outcome8 = empty.apply(.paste("\u{200D}\u{FE0F}"))
        #expect(outcome8 == .unchanged)
        #expect(empty.text.isEmpty)

        var start = TextField(marked: "|ab")
        let outcome9 = start.insert("\u{301}")
        #expect(!outcome9)
        #expect(start.marked == "|ab")
    }

    @Test(arguments: [
        // (field, max, inserted, result, inserted anything)
        ("|", 3, "abcdef", "abc|", true),
        ("a|d", 4, "bcXYZ", "abc|d", true),
        ("abc|", 3, "d", "abc|", false),
        ("|", 2, "東京大阪", "東京|", true),
        ("a|", 3, "👨‍👩‍👧👍🏽🇯🇵", "a👨‍👩‍👧👍🏽|", true),
        ("|", 4, "line1\r\nline2", "line|", true),
        ("|", 0, "a", "|", false),
        ("ab|", 5, "\n\n\t x", "ab  x|", true),  // the break run is one space; the space stays
    ])
    func maxLength(before: String, max: Int, inserted: String, after: String, changed: Bool) {
        var typed = TextField(marked: before, maxLength: max)
        let outcome10 = typed.insert(inserted)
        #expect(outcome10 == changed)
        #expect(typed.marked == after)
        #expect(typed.text.count <= max)

        var pasted = TextField(marked: before, maxLength: max)
        let outcome11 = pasted.apply(.paste(inserted))
        #expect(outcome11 == (changed ? .edited : .unchanged))
        #expect(pasted.marked == after)
    }

    @Test(arguments: [
        // (pasted, what lands in the field)
        ("12 Main St\nApt 4", "12 Main St Apt 4"),
        ("12 Main St\r\nApt 4\r\n", "12 Main St Apt 4 "),
        ("a\tb\t\tc", "a b c"),
        ("\u{1B}[31mred\u{1B}[0m", "[31mred[0m"),
        ("\u{1B}]0;title\u{07}x", "]0;titlex"),
        ("\u{9B}2Jx\u{85}y", "2Jx y"),
        ("file\u{202E}gpj.exe", "filegpj.exe"),
        ("\u{2066}a\u{2069}\u{200F}b\u{200E}", "ab"),
        ("zero\u{200B}width\u{FEFF}", "zerowidth"),
        ("\u{0}\u{7F}\u{8}", ""),
        ("Café 東京 👍🏽", "Café 東京 👍🏽"),
    ])
    func pasteIsCleaned(pasted: String, expected: String) {
        var field = TextField(marked: "[|]")
        let outcome12 = field.apply(.paste(pasted))
        #expect(outcome12 == (expected.isEmpty ? .unchanged : .edited))
        #expect(field.marked == "[" + expected + "|]")
        let clean = field.text.unicodeScalars.allSatisfy(TextSanitizer.isDrawable)
        #expect(clean)
    }

    /// A typed control character (a key the decoder could not name) is not text.
    @Test func typedControlsAreDropped() {
        var field = TextField(marked: "a|")
        let outcome13 = field.apply(.character("\u{1B}"))
        #expect(outcome13 == .unchanged)
        let outcome14 = field.apply(.character("\t"))
        #expect(outcome14 == .edited)
        #expect(field.marked == "a |")
    }

    /// A long paste with no limit lands whole, with the cursor after it.
    @Test func largePaste() {
        var field = TextField(marked: "<|>")
        let chunk = String(repeating: "東a👍🏽\n", count: 2_000)
        let outcome15 = field.insert(chunk)
        #expect(outcome15)
        #expect(field.text.count == 2 + 2_000 * 4)
        #expect(field.cursor == 1 + 2_000 * 4)
    }
}
