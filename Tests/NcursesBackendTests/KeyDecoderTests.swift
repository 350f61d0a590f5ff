import CNcursesw
import TerminalUI
import Testing

@testable import NcursesBackend

@Suite(.timeLimit(.minutes(10))) struct KeyDecoderTests {
    @Test(arguments: [
        (UInt32(9), Key.tab), (10, .enter), (13, .enter), (8, .backspace), (127, .backspace),
        (1, .control("a")), (3, .control("c")), (26, .control("z")), (32, .character(" ")),
        (0x61, .character("a")), (0xE9, .character("é")), (0x6771, .character("東")),
        (0x1F44D, .character("👍")),
    ])
    func characters(code: UInt32, key: Key) {
        #expect(KeyDecoder.key(forCharacter: code) == key)
    }

    @Test(arguments: [UInt32(0), 28, 31, 0x85, 0x9B, 0xD800])
    func meaninglessCharacters(code: UInt32) {
        #expect(KeyDecoder.key(forCharacter: code) == nil)
    }

    @Test func keyCodes() {
        let table: [(Int32, Key?)] = [
            (KEY_UP, .up), (KEY_DOWN, .down), (KEY_LEFT, .left), (KEY_RIGHT, .right),
            (KEY_HOME, .home), (KEY_END, .end), (KEY_PPAGE, .pageUp), (KEY_NPAGE, .pageDown),
            (KEY_IC, .insert), (KEY_DC, .delete), (KEY_BACKSPACE, .backspace),
            (KEY_ENTER, .enter), (KEY_BTAB, .backTab), (aisle_key_f(1), .function(1)),
            (aisle_key_f(12), .function(12)), (aisle_key_f(13), nil), (KEY_MOUSE, nil),
        ]
        for (code, key) in table { #expect(KeyDecoder.key(forKeyCode: code) == key) }
    }
}

@Suite(.timeLimit(.minutes(10))) struct EscapeSequenceTests {
    @Test func controlSequences() {
        let table: [(String, Unicode.Scalar, EscapeSequence.Meaning)] = [
            ("", "A", .key(.up)), ("", "D", .key(.left)), ("1", "H", .key(.home)),
            ("", "F", .key(.end)), ("", "Z", .key(.backTab)), ("3", "~", .key(.delete)),
            ("5", "~", .key(.pageUp)), ("6", "~", .key(.pageDown)), ("4", "~", .key(.end)),
            ("15", "~", .key(.function(5))), ("24", "~", .key(.function(12))),
            ("200", "~", .pasteStart), ("1;5", "A", .ignored), ("?25", "h", .ignored),
            ("99", "~", .ignored), ("", "x", .ignored), ("2", "A", .ignored),
        ]
        for (parameters, final, meaning) in table {
            #expect(EscapeSequence.control(parameters: parameters, final: final) == meaning)
        }
    }

    @Test func singleShift() {
        #expect(EscapeSequence.singleShift(final: "A") == .up)
        #expect(EscapeSequence.singleShift(final: "P") == .function(1))
        #expect(EscapeSequence.singleShift(final: "S") == .function(4))
        #expect(EscapeSequence.singleShift(final: "x") == nil)
    }

    @Test func paddingIsStripped() {
        #expect(NcursesTerminal.withoutPadding("\u{1B}[m$<2>\u{1B}[?25h") == "\u{1B}[m\u{1B}[?25h")
        #expect(NcursesTerminal.withoutPadding("a$<5*/>b$<") == "ab$<")
        #expect(NcursesTerminal.withoutPadding("plain") == "plain")
    }
}

@Suite(.timeLimit(.minutes(10))) struct SetupErrorTests {
    @Test func messagesAreOneLine() {
        let all: [TerminalSetupError] = [
            .notATerminal, .termUnset, .dumbTerminal, .unknownTerminal("foo"),
            .unsupportedTerminal("lp"), .missingCapability("cup"), .initFailed,
        ]
        for error in all {
            #expect(!error.message.contains("\n"))
            #expect(error.message.hasPrefix("aisle "))
        }
        #expect(TerminalSetupError.unknownTerminal("foo").message.contains("TERM=foo"))
    }

    @Test func preflightRefusesNonTerminal() {
        // swift test runs with stdout on a pipe or file here, never a TTY.
        #expect(throws: TerminalSetupError.notATerminal) { try NcursesTerminal.preflight() }
    }
}
