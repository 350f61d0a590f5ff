import TerminalUI
import Testing

/// Fields written as "ab|cd": the text with a bar where the cursor is.
extension TextField {
    init(marked: String, maxLength: Int? = nil) {
        let parts = marked.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
        let before = String(parts[0])
        self.init(
            text: before + (parts.count > 1 ? String(parts[1]) : ""), cursor: before.count,
            maxLength: maxLength)
    }

    var marked: String { String(text.prefix(cursor)) + "|" + String(text.dropFirst(cursor)) }
}

@Suite(.timeLimit(.minutes(10))) struct TextFieldEditingTests {
    /// (field before, key, field after, result): every editing key at the start, in the
    /// middle, at the end, and on an empty field.
    static let keyCases: [(String, Key, String, TextField.EditResult)] = [
        ("|", .character("x"), "x|", .edited),
        ("|abc", .character("x"), "x|abc", .edited),
        ("a|bc", .character("x"), "ax|bc", .edited),
        ("abc|", .character(" "), "abc |", .edited),
        ("ab|", .paste("cd"), "abcd|", .edited),
        ("|", .backspace, "|", .unchanged),
        ("|abc", .backspace, "|abc", .unchanged),
        ("a|bc", .backspace, "|bc", .edited),
        ("abc|", .backspace, "ab|", .edited),
        ("ab|c", .control("h"), "a|c", .edited),
        ("|", .delete, "|", .unchanged),
        ("|abc", .delete, "|bc", .edited),
        ("a|bc", .delete, "a|c", .edited),
        ("abc|", .delete, "abc|", .unchanged),
        ("a|bc", .control("d"), "a|c", .edited),
        ("|", .left, "|", .unchanged),
        ("|abc", .left, "|abc", .unchanged),
        ("ab|c", .left, "a|bc", .moved),
        ("abc|", .control("b"), "ab|c", .moved),
        ("|", .right, "|", .unchanged),
        ("|abc", .right, "a|bc", .moved),
        ("abc|", .right, "abc|", .unchanged),
        ("a|bc", .control("f"), "ab|c", .moved),
        ("|", .home, "|", .unchanged),
        ("ab|c", .home, "|abc", .moved),
        ("|abc", .control("a"), "|abc", .unchanged),
        ("abc|", .control("a"), "|abc", .moved),
        ("|", .end, "|", .unchanged),
        ("a|bc", .end, "abc|", .moved),
        ("abc|", .control("e"), "abc|", .unchanged),
        ("|abc", .control("e"), "abc|", .moved),
        ("|", .control("u"), "|", .unchanged),
        ("|abc", .control("u"), "|abc", .unchanged),
        ("ab|c", .control("u"), "|c", .edited),
        ("abc|", .control("u"), "|", .edited),
        ("|", .control("k"), "|", .unchanged),
        ("|abc", .control("k"), "|", .edited),
        ("a|bc", .control("k"), "a|", .edited),
        ("abc|", .control("k"), "abc|", .unchanged),
        ("|", .control("w"), "|", .unchanged),
        ("|one two", .control("w"), "|one two", .unchanged),
        ("one tw|o", .control("w"), "one |o", .edited),
        ("one two|", .control("w"), "one |", .edited),
        ("|", .alt("b"), "|", .unchanged),
        ("one two|", .alt("b"), "one |two", .moved),
        ("|one two", .alt("b"), "|one two", .unchanged),
        ("|", .alt("f"), "|", .unchanged),
        ("|one two", .alt("f"), "one| two", .moved),
        ("one two|", .alt("f"), "one two|", .unchanged),
        // Ctrl-← and Ctrl-→ move by word as in bash, and so do Alt-← and Alt-→.
        ("one two|", .controlLeft, "one |two", .moved),
        ("one, two|", .altLeft, "one, |two", .moved),
        ("|one two", .controlRight, "one| two", .moved),
        ("one| two", .altRight, "one two|", .moved),
        ("|one", .controlLeft, "|one", .unchanged),
    ]

    @Test(arguments: keyCases)
    func editingKey(before: String, key: Key, after: String, result: TextField.EditResult) {
        var field = TextField(marked: before)
        let outcome1 = field.apply(key)
        #expect(outcome1 == result)
        #expect(field.marked == after)
    }

    /// The same operations called directly report whether they changed anything.
    @Test func operationsReportChange() {
        var field = TextField(marked: "ab|c")
        let outcome2 = field.moveWordRight()
        #expect(outcome2)
        let outcome3 = field.moveRight()
        #expect(!outcome3)
        let outcome4 = field.deleteBackward()
        #expect(outcome4)
        #expect(field.marked == "ab|")
        let outcome5 = field.clear()
        #expect(outcome5)
        let outcome6 = field.clear()
        #expect(!outcome6)
        #expect(field.marked == "|")
        #expect(field.isEmpty)
    }

    /// Keys the form handles are never swallowed by the field.
    @Test(arguments: [
        Key.tab, .backTab, .enter, .escape, .up, .down, .pageUp, .pageDown, .insert,
        .function(1), .control("c"), .control("q"), .control("n"), .control("p"), .alt("x"),
        .alt("d"),
    ])
    func formKeysAreNotHandled(key: Key) {
        var field = TextField(marked: "ab|c")
        let outcome7 = field.apply(key)
        #expect(outcome7 == .notHandled)
        #expect(field.marked == "ab|c")
    }

    /// A letter is text, even one that is a shortcut elsewhere and even into a full field.
    @Test func lettersAreAlwaysText() {
        let letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ?/qQcCgG日é"
        for letter in letters {
            var open = TextField()
            let outcome8 = open.apply(.character(letter))
            #expect(outcome8 == .edited)
            #expect(open.text == String(letter))
            var full = TextField(text: "xy", maxLength: 2)
            let outcome9 = full.apply(.character(letter))
            #expect(outcome9 == .unchanged)
            #expect(full.text == "xy")
        }
    }

    @Test(arguments: [
        // (field, Ctrl-W result): unix-word-rubout deletes spaces, then up to the next space.
        ("one two   |", "one |"),
        ("one   two|", "one   |"),
        ("one   |two", "|two"),
        ("   |", "|"),
        ("a, b.c-d |", "a, |"),
        ("path/to/file|", "|"),
        ("(x) |y", "|y"),
        ("東京 大阪|", "東京 |"),
        ("Café\u{00A0}au|", "Café\u{00A0}|"),
    ])
    func deleteWordBackward(before: String, after: String) {
        var field = TextField(marked: before)
        field.deleteWordBackward()
        #expect(field.marked == after)
    }

    @Test(arguments: [
        // (field, after Alt-b, after Alt-f): readline words are letters and digits.
        ("|", "|", "|"),
        ("one two|", "one |two", "one two|"),
        ("one tw|o", "one |two", "one two|"),
        ("one |two", "|one two", "one two|"),
        ("|one two", "|one two", "one| two"),
        ("a, b.c|-d", "a, b.|c-d", "a, b.c-d|"),
        ("x  |... y", "|x  ... y", "x  ... y|"),
        ("東京 大|阪", "東京 |大阪", "東京 大阪|"),
        ("12 mugs, |3 cups", "12 |mugs, 3 cups", "12 mugs, 3| cups"),
    ])
    func wordMoves(start: String, left: String, right: String) {
        var field = TextField(marked: start)
        field.moveWordLeft()
        #expect(field.marked == left)
        field = TextField(marked: start)
        field.moveWordRight()
        #expect(field.marked == right)
    }

    /// Ctrl-W after Alt-b: the classic "fix the previous word" sequence.
    @Test func wordMovesCompose() {
        var field = TextField(marked: "deliver to Main Stret|")
        let outcome10 = field.apply(.alt("b"))
        #expect(outcome10 == .moved)
        let outcome11 = field.apply(.alt("b"))
        #expect(outcome11 == .moved)
        #expect(field.marked == "deliver to |Main Stret")
        let outcome12 = field.apply(.alt("f"))
        #expect(outcome12 == .moved)
        let outcome13 = field.apply(.control("w"))
        #expect(outcome13 == .edited)
        #expect(field.marked == "deliver to | Stret")
    }

    /// The cursor setter clamps; the text setter cleans, cuts and keeps the cursor in range.
    @Test func settersKeepInvariants() {
        var field = TextField(text: "abc", maxLength: 5)
        field.cursor = -3
        #expect(field.cursor == 0)
        field.cursor = 99
        #expect(field.cursor == 3)
        field.text = "x\u{1B}[1my\nz\u{202E}0123456789"
        #expect(field.text == "x[1my")
        #expect(field.cursor == 3)
        field.text = ""
        #expect(field.cursor == 0)
        #expect(TextField(maxLength: -4).maxLength == 0)
        #expect(TextField(text: "abc").cursor == 3)
        #expect(TextField(text: "abc", cursor: 1).cursor == 1)
    }
}
