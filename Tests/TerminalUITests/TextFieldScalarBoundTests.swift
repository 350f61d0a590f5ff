import TerminalUI
import Testing

/// A Character holds at most `TextField.maximumScalarsPerCharacter` scalars, however the marks
/// arrive (pasted with their base, typed one by one, or in a saved draft), so a field's
/// length limit also bounds its bytes.
@Suite("TextField: scalars per Character", .timeLimit(.minutes(10)))
struct TextFieldScalarBoundTests {
    static let most = TextField.maximumScalarsPerCharacter
    static let marks = String(repeating: "\u{301}", count: 1_000)

    @Test func aPastedCharacterIsCut() {
        var field = TextField(maxLength: 5)
        field.insert("e" + Self.marks + "x")
        #expect(field.text.count == 2)
        #expect(field.text.unicodeScalars.count == Self.most + 1)
        #expect(field.cursor == 2)
    }

    @Test func marksTypedOneByOneStopAtTheBound() {
        var field = TextField(maxLength: 5)
        field.insert("e")
        for mark in Self.marks.unicodeScalars { field.insert(String(mark)) }
        #expect(field.text.count == 1)
        #expect(field.text.unicodeScalars.count == Self.most)
    }

    @Test func aRestoredFieldIsCutLikeTyping() {
        let field = TextField(text: String(repeating: "a" + Self.marks, count: 3), maxLength: 60)
        #expect(field.text.count == 3)
        #expect(field.text.unicodeScalars.count == 3 * Self.most)
    }

    @Test func marksPastedAfterABaseStopAtTheBound() {
        var field = TextField(maxLength: 5)
        field.insert("e")
        field.insert(Self.marks)
        #expect(field.text.count == 1)
        #expect(field.text.unicodeScalars.count == Self.most)
    }

    @Test func everydayClustersAreWhole() {
        let family = "👨‍👩‍👧‍👦"
        let flag = "🇯🇵"
        let decomposed = "e\u{301}\u{323}"
        var field = TextField(maxLength: 10)
        field.insert(family + flag + decomposed)
        #expect(field.text == family + flag + decomposed)
        #expect(field.text.count == 3)
    }

    /// Marks with width (a Devanagari vowel sign, a Hangul vowel) join the character before
    /// them too; typed one by one past the bound, then followed by a zero-width mark, they used
    /// to trap on a negative prefix length.
    @Test(arguments: [("\u{915}", "\u{93E}", "\u{94D}"), ("\u{1100}", "\u{1100}", "\u{1161}")])
    func spacingMarksTypedOneByOneStopAtTheBoundToo(base: String, mark: String, last: String) {
        var field = TextField(maxLength: 5)
        field.insert(base)
        for _ in 0..<40 { field.insert(mark) }
        field.insert(last)
        #expect(field.text.count == 1)
        #expect(field.text.unicodeScalars.count <= Self.most)
    }
}
