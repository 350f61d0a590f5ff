import Glibc
import TerminalUI
import Testing

@testable import NcursesBackend

/// The kitty keyboard protocol's side of the decoder: key reports (`ESC [ code ; mods u`) turn
/// into the keys the same presses give without it, and the answers to Aisle's query are
/// consumed, never typed. In the scripts `␛` is ESC and `⏸` a read that found nothing.
@Suite(.timeLimit(.minutes(10))) struct KittyKeyReportTests {
    typealias Case = InputDecoderTests.Case

    static let reports: [Case] = [
        Case("Esc", "␛[27u", [.escape]),
        Case("Esc, then x typed at once", "␛[27ux", [.escape, .character("x")]),
        Case("Esc twice", "␛[27u␛[27u", [.escape, .escape]),
        Case("Esc with Shift, or with Num Lock on", "␛[27;2u␛[27;129u", [.escape, .escape]),
        Case("Ctrl-C", "␛[99;5u", [.control("c")]),
        Case("Ctrl-L", "␛[108;5u", [.control("l")]),
        Case("Ctrl-Shift-C", "␛[99;6u", [.control("c")]),
        Case("Ctrl-C with Caps Lock on", "␛[99;69u", [.control("c")]),
        Case(
            "Ctrl-I and Ctrl-M are Tab and Enter, as without the protocol", "␛[105;5u␛[109;5u",
            [
                .tab, .enter,
            ]),
        Case("Ctrl-[ is Esc", "␛[91;5u", [.escape]),
        Case("Alt-x", "␛[120;3u", [.alt("x")]),
        Case("Alt-Shift-x", "␛[120;4u", [.alt("X")]),
        Case("Alt-é", "␛[233;3u", [.alt("é")]),
        Case("Alt-← and Alt-→ from the keypad", "␛[57417;3u␛[57418;3u", [.altLeft, .altRight]),
        Case(
            "Ctrl-← and Ctrl-→ from the keypad", "␛[57417;5u␛[57418;5u",
            [.controlLeft, .controlRight]),
        Case("Enter, Tab, Backspace", "␛[13u␛[9u␛[127u", [.enter, .tab, .backspace]),
        Case("Shift-Tab", "␛[9;2u", [.backTab]),
        Case(
            "keypad digits and arrows", "␛[57400u␛[57420u␛[57414u",
            [
                .character("1"), .down, .enter,
            ]),
        Case("a press with its event type", "␛[99;5:1u", [.control("c")]),
        Case("text with alternate key codes", "␛[120:88;3u", [.alt("x")]),
        Case(
            "F1, F2 and F4 without parameters", "␛[P␛[Q␛[S␛[13~",
            [
                .function(1), .function(2), .function(4), .function(3),
            ]),
    ]

    static let swallowed: [Case] = [
        Case("a release", script("␛[99;5:3ux"), decoded: [.nothing, .key(.character("x"))]),
        Case("Super-x", script("␛[120;9ux"), decoded: [.nothing, .key(.character("x"))]),
        Case("Ctrl-Alt-x", script("␛[120;7ux"), decoded: [.nothing, .key(.character("x"))]),
        Case(
            "Caps Lock's own code", script("␛[57358ux"), decoded: [.nothing, .key(.character("x"))]),
        Case(
            "a code past Unicode", script("␛[99999999ux"),
            decoded: [
                .nothing, .key(.character("x")),
            ]),
        Case("a code that is a C1 control", script("␛[150u"), decoded: [.nothing]),
        Case("no code", script("␛[;5u"), decoded: [.nothing]),
        Case("modifiers of zero", script("␛[99;0u"), decoded: [.nothing]),
        Case("too many fields", script("␛[99;5;99;1u"), decoded: [.nothing]),
        Case("Alt-Backspace", script("␛[127;3u"), decoded: [.nothing]),
    ]

    static let replies: [Case] = [
        Case(
            "the keyboard answer", script("␛[?0u"), decoded: [.reply(.keyboardFlags(0))]),
        Case(
            "the keyboard answer with flags on", script("␛[?5u"),
            decoded: [.reply(.keyboardFlags(5))]),
        Case(
            "both answers, then a key", script("␛[?0u␛[?62;22cq"),
            decoded: [.reply(.keyboardFlags(0)), .reply(.deviceAttributes), .key(.character("q"))]),
        Case(
            "kitty 0.26's answers, as it wrote them under Xvfb", script("␛[?0u␛[?62;c"),
            decoded: [.reply(.keyboardFlags(0)), .reply(.deviceAttributes)]),
        Case(
            "xterm's long device attributes",
            script("␛[?64;1;2;6;9;15;16;17;18;21;22;28cq"),
            decoded: [.reply(.deviceAttributes), .key(.character("q"))]),
        Case(
            "an answer split across writes, 30 ms apart (longer than a key's sequence waits)",
            script("␛[?6") + [.late(30, .character(0x32))] + script(";22")
                + [.late(30, .character(0x63))],
            decoded: [.reply(.deviceAttributes)]),
        Case(
            "an answer that breaks off is never typed", script("␛[?62;2⏸⏸⏸⏸"),
            decoded: [.nothing]),
        Case(
            "an answer interrupted by Enter", script("␛[?62\r"),
            decoded: [.nothing, .key(.enter)]),
        Case(
            "a reply Aisle never asked for", script("␛[?1;2$yq"),
            decoded: [.nothing, .key(.character("q"))]),
        Case("a keyboard answer with garbage", script("␛[?1;2u"), decoded: [.nothing]),
        Case(
            "an answer after Esc from rxvt's Alt", script("␛␛[?0u"),
            decoded: [.reply(.keyboardFlags(0))]),
    ]

    static func script(_ text: String) -> [ScriptedInput.Step] { ScriptedInput.script(text) }

    @Test(arguments: reports + swallowed + replies)
    func decodes(_ testCase: Case) {
        #expect(InputDecoder.decodeAll(testCase.input) == testCase.decoded)
    }

    @Test func aReportSplitAcrossReadsIsStillOneKey() {
        // A sequence's units come within `.sequence` of each other; ssh may split it that far.
        let steps =
            Self.script("␛[") + [.late(5, .character(0x39)), .late(5, .character(0x39))]
            + Self.script(";5u")
        #expect(InputDecoder.decodeAll(steps) == [.key(.control("c"))])
    }

    @Test func anAnswerMayWaitLongerThanAKey() {
        // No key starts with `ESC [ ?`, so its rest is waited for as long as a mouse report.
        var decoder = InputDecoder(source: ScriptedInput(Self.script("␛[?0u")))
        #expect(decoder.next(waiting: .milliseconds(100)) == .reply(.keyboardFlags(0)))
        #expect(
            decoder.source.waits == [.milliseconds(100), .arrived, .sequence] + [.report, .report])
    }

    @Test func ctrlZAndCtrlBackslashRaiseTheTTYsSignals() {
        var decoder = InputDecoder(source: ScriptedInput(Self.script("␛[122;5u␛[92;5u␛[99;5u")))
        decoder.signalCharacters = [0x1A: SIGTSTP, 0x1C: SIGQUIT]
        #expect(decoder.next(waiting: .milliseconds(100)) == .signal(SIGTSTP))
        #expect(decoder.next(waiting: .milliseconds(100)) == .signal(SIGQUIT))
        // Ctrl-C is a key: Aisle turns the interrupt character off.
        #expect(decoder.next(waiting: .milliseconds(100)) == .key(.control("c")))
    }

    @Test func ctrlZIsAKeyWhenTheTTYHasNoSuspendCharacter() {
        #expect(InputDecoder.decodeAll(Self.script("␛[122;5u")) == [.key(.control("z"))])
    }

    @Test func replyParsing() {
        #expect(TerminalReply.parse(parameters: "", final: "u") == .keyboardFlags(0))
        #expect(TerminalReply.parse(parameters: "31", final: "u") == .keyboardFlags(31))
        #expect(TerminalReply.parse(parameters: "1;2", final: "c") == .deviceAttributes)
        #expect(TerminalReply.parse(parameters: "1", final: "n") == nil)
    }
}
