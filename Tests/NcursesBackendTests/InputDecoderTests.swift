import CNcursesw
import TerminalUI
import Testing

@testable import NcursesBackend

/// Raw input in, keys out: every sequence the decoder knows, and what it does with the ones
/// that break off. In the scripts `␛` is ESC and `⏸` a read that found nothing in its wait.
@Suite(.timeLimit(.minutes(10))) struct InputDecoderTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let input: [ScriptedInput.Step]
        let decoded: [DecodedInput]

        init(_ name: String, _ script: String, _ keys: [Key]) {
            self.init(name, ScriptedInput.script(script), decoded: keys.map(DecodedInput.key))
        }

        init(_ name: String, _ input: [ScriptedInput.Step], _ keys: [Key]) {
            self.init(name, input, decoded: keys.map(DecodedInput.key))
        }

        init(_ name: String, _ input: [ScriptedInput.Step], decoded: [DecodedInput]) {
            self.name = name
            self.input = input
            self.decoded = decoded
        }

        var testDescription: String { name }
    }

    static let escapeAndAlt: [Case] = [
        Case("Esc alone", "␛", [.escape]),
        Case("Esc, a pause, then x", "␛⏸x", [.escape, .character("x")]),
        Case("Alt-x", "␛x", [.alt("x")]),
        Case("Alt-Shift-x", "␛X", [.alt("X")]),
        Case("Alt-space", "␛ ", [.alt(" ")]),
        Case("Alt-é", "␛é", [.alt("é")]),
        Case("Alt-Backspace is Esc, then Backspace", "␛\u{7F}", [.escape, .backspace]),
        Case("Esc, Ctrl-A", "␛\u{1}", [.escape, .control("a")]),
        Case("Esc, Enter", "␛\r", [.escape, .enter]),
        Case("Esc twice", "␛␛", [.escape, .escape]),
        Case(
            "Esc with ← or → curses decoded is Alt-← or Alt-→",
            script("␛") + [.unit(.keyCode(KEY_LEFT))] + script("␛") + [.unit(.keyCode(KEY_RIGHT))],
            [.altLeft, .altRight]),
        Case(
            "Esc with another key curses decoded is an Alt chord, swallowed",
            script("␛") + [.unit(.keyCode(KEY_UP))], decoded: [.nothing]),
        Case(
            "Esc, a pause, then an arrow",
            script("␛⏸") + [.unit(.keyCode(KEY_LEFT))], [.escape, .left]),
        Case(
            "Esc, a resize", script("␛") + [.unit(.keyCode(KEY_RESIZE))],
            decoded: [.key(.escape), .resize]),
        Case("rxvt-unicode's Alt-← and Alt-→", "␛␛[D␛␛[C␛␛OD", [.altLeft, .altRight, .altLeft]),
        Case("Esc with Alt-Up", script("␛␛[A"), decoded: [.nothing]),
        Case("Esc, Alt-[ when nothing follows", "␛␛[", [.escape, .alt("[")]),
        Case("Esc, Alt-O, then x", "␛␛Ox", [.escape, .alt("O"), .character("x")]),
        Case("Esc, Alt-x", "␛␛x", [.escape, .alt("x")]),
        Case("Esc, a C1 control", script("␛\u{85}"), decoded: [.key(.escape), .nothing]),
        Case("Alt-[ when nothing follows", "␛[", [.alt("[")]),
        Case("Alt-O when nothing follows", "␛O", [.alt("O")]),
        Case("Alt-O, then x", "␛Ox", [.alt("O"), .character("x")]),
        Case("Alt-O, a pause, then A", "␛O⏸A", [.alt("O"), .character("A")]),
    ]

    static let sequences: [Case] = [
        Case("CSI arrows", "␛[A␛[B␛[C␛[D", [.up, .down, .right, .left]),
        Case("SS3 arrows", "␛OA␛OB␛OC␛OD", [.up, .down, .right, .left]),
        Case("Home, every spelling", "␛[H␛[1H␛[1~␛[7~␛OH", [.home, .home, .home, .home, .home]),
        Case("End, every spelling", "␛[F␛[1F␛[4~␛[8~␛OF", [.end, .end, .end, .end, .end]),
        Case("Shift-Tab", "␛[Z", [.backTab]),
        Case(
            "Delete, Insert, PgUp, PgDn", "␛[3~␛[2~␛[5~␛[6~",
            [.delete, .insert, .pageUp, .pageDown]),
        Case(
            "F1 by SS3, F5 and F12 by CSI", "␛OP␛[15~␛[24~",
            [.function(1), .function(5), .function(12)]),
        Case("Ctrl-Up is swallowed, never typed", script("␛[1;5A"), decoded: [.nothing]),
        Case("Alt-← and Alt-→ (history)", "␛[1;3D␛[1;3C", [.altLeft, .altRight]),
        Case(
            "Ctrl-← and Ctrl-→, xterm's and rxvt-unicode's", "␛[1;5D␛[1;5C␛Od␛Oc",
            [.controlLeft, .controlRight, .controlLeft, .controlRight]),
        Case("an unknown tilde key is swallowed", script("␛[99~"), decoded: [.nothing]),
        Case("a private mode report is swallowed", script("␛[?25h"), decoded: [.nothing]),
        Case(
            "a sequence broken off by a pause is Alt-[ and typing", "␛[1⏸2",
            [.alt("["), .character("1"), .character("2")]),
        Case(
            "a control inside a sequence ends it", "␛[1\u{1}",
            [.alt("["), .character("1"), .control("a")]),
        Case(
            "a key code inside a sequence ends it", script("␛[") + [.unit(.keyCode(KEY_DOWN))],
            [.alt("["), .down]),
        Case(
            "an over-long sequence is given back", "␛[" + String(repeating: "1", count: 16) + "A",
            [.alt("[")] + Array(repeating: .character("1"), count: 16) + [.character("A")]),
        Case("SS3 with an unknown final", "␛Ox", [.alt("O"), .character("x")]),
    ]

    static let singleUnits: [Case] = [
        Case(
            "Enter as 10, 13 and KEY_ENTER", script("\n\r") + [.unit(.keyCode(KEY_ENTER))],
            [.enter, .enter, .enter]),
        Case("Ctrl keys", "\u{1}\u{3}\u{1A}", [.control("a"), .control("c"), .control("z")]),
        Case(
            "Tab; Backspace as 8, 127 and KEY_BACKSPACE",
            script("\t\u{8}\u{7F}") + [.unit(.keyCode(KEY_BACKSPACE))],
            [.tab, .backspace, .backspace, .backspace]),
        Case(
            "Shift-Tab and Delete as curses decodes them",
            [.unit(.keyCode(KEY_BTAB)), .unit(.keyCode(KEY_DC))], [.backTab, .delete]),
        Case(
            "Home and End as curses decodes them",
            [KEY_HOME, KEY_FIND, KEY_A1, KEY_END, KEY_SELECT, KEY_C1].map { .unit(.keyCode($0)) },
            [.home, .home, .home, .end, .end, .end]),
        Case(
            "UTF-8 multi-byte characters, as curses assembles them", "é東👍",
            [.character("é"), .character("東"), .character("👍")]),
        Case("a resize", [.unit(.keyCode(KEY_RESIZE))], decoded: [.resize]),
        Case(
            "NUL, a C1 control and an unused key code mean nothing",
            script("\u{0}\u{9B}") + [.unit(.keyCode(KEY_MOUSE))],
            decoded: [.nothing, .nothing, .nothing]),
    ]

    static let pastes: [Case] = [
        Case("a paste", "␛[200~hello␛[201~", [.paste("hello")]),
        Case(
            "keys around a paste", "a␛[200~b␛[201~c",
            [.character("a"), .paste("b"), .character("c")]),
        Case("an empty paste", "␛[200~␛[201~", [.paste("")]),
        Case(
            "line ends become \\n, tabs stay, other controls go",
            "␛[200~a\r\nb\rc\nd\te\u{1}f\u{7F}\u{85}g\r\r\n␛[201~", [.paste("a\nb\nc\nd\tefg\n\n")]),
        Case(
            "ESC inside a paste is dropped, what follows stays text", "␛[200~␛x␛[A␛[20␛[201~",
            [.paste("x[A[20")]),
        Case(
            "key codes inside a paste are dropped",
            script("␛[200~a") + [.unit(.keyCode(KEY_UP))] + script("b␛[201~"), [.paste("ab")]),
        Case(
            "q and Enter inside a paste are text, not commands", "␛[200~q\r␛[201~", [.paste("q\n")]),
        Case(
            "a paste without its end marker ends at a pause; keys follow", "␛[200~ab⏸q",
            [.paste("ab"), .character("q")]),
        Case("a paste cut off after ESC", "␛[200~ab␛⏸", [.paste("ab")]),
        Case(
            "a paste cut off inside its end marker keeps it as text", "␛[200~ab␛[20⏸⏸x",
            [.paste("ab[20"), .character("x")]),
    ]

    static func script(_ text: String) -> [ScriptedInput.Step] { ScriptedInput.script(text) }

    @Test(arguments: escapeAndAlt + sequences + singleUnits + pastes)
    func decodes(_ testCase: Case) {
        #expect(InputDecoder.decodeAll(testCase.input) == testCase.decoded)
    }

    @Test func waits() {
        // After ESC only what is there counts; the rest of a sequence may take a moment; a
        // paste may pause longer.
        var decoder = InputDecoder(source: ScriptedInput(Self.script("␛[A")))
        #expect(decoder.next(waiting: .milliseconds(100)) == .key(.up))
        #expect(decoder.source.waits == [.milliseconds(100), .arrived, .sequence])
        decoder = InputDecoder(source: ScriptedInput(Self.script("␛[200~a␛[201~")))
        #expect(decoder.next(waiting: .milliseconds(5)) == .key(.paste("a")))
        #expect(decoder.source.waits.suffix(7) == Array(repeating: .paste, count: 7))
        #expect(InputWait.arrived.timeoutMilliseconds == 0)
        #expect(InputWait.milliseconds(-1).timeoutMilliseconds == 0)
        #expect(InputWait.milliseconds(100).timeoutMilliseconds == 100)
        #expect(InputWait.sequence.timeoutMilliseconds < InputWait.paste.timeoutMilliseconds)
    }

    @Test func nothingWaitingIsNil() {
        var decoder = InputDecoder(source: ScriptedInput([.pause]))
        #expect(decoder.next(waiting: .milliseconds(100)) == nil)
    }

    @Test func aPasteKeepsAtMostTheLimit() {
        let limit = InputDecoder<ScriptedInput>.pasteLimit
        let pasted = String(repeating: "a", count: limit + 3)
        let decoded = InputDecoder.decodeAll(Self.script("␛[200~" + pasted + "␛[201~q"))
        let kept = String(repeating: "a", count: limit)
        #expect(decoded == [.key(.paste(kept)), .key(.character("q"))])
    }
}
