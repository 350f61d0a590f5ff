import CNcursesw
import TerminalUI
import Testing

@testable import NcursesBackend

/// SGR mouse reports (`ESC [ < button ; column ; row M|m`) and the old `ESC [ M` encoding, in
/// scripts as in `InputDecoderTests`: `␛` is ESC and `⏸` a read that found nothing.
@Suite(.timeLimit(.minutes(10))) struct MouseDecoderTests {
    typealias Case = InputDecoderTests.Case

    static func press(_ button: MouseEvent.Button, row: Int, column: Int) -> DecodedInput {
        .mouse(MouseEvent(.press(button), row: row, column: column))
    }

    static let reports: [Case] = [
        Case("a left click", script("␛[<0;10;5M"), decoded: [press(.left, row: 4, column: 9)]),
        Case(
            "its release", script("␛[<0;10;5m"),
            decoded: [.mouse(MouseEvent(.release(.left), row: 4, column: 9))]),
        Case("middle", script("␛[<1;1;1M"), decoded: [press(.middle, row: 0, column: 0)]),
        Case("right", script("␛[<2;80;24M"), decoded: [press(.right, row: 23, column: 79)]),
        Case(
            "wheel up and down", script("␛[<64;3;4M␛[<65;3;4M"),
            decoded: [
                .mouse(MouseEvent(.wheelUp, row: 3, column: 2)),
                .mouse(MouseEvent(.wheelDown, row: 3, column: 2)),
            ]),
        Case(
            "Shift, Alt and Ctrl", script("␛[<4;1;1M␛[<8;1;1M␛[<16;1;1M␛[<28;1;1M"),
            decoded: [
                .mouse(MouseEvent(.press(.left), row: 0, column: 0, modifiers: .shift)),
                .mouse(MouseEvent(.press(.left), row: 0, column: 0, modifiers: .alt)),
                .mouse(MouseEvent(.press(.left), row: 0, column: 0, modifiers: .control)),
                .mouse(
                    MouseEvent(
                        .press(.left), row: 0, column: 0, modifiers: [.shift, .alt, .control])),
            ]),
        Case(
            "Ctrl with the wheel", script("␛[<81;2;2M"),
            decoded: [.mouse(MouseEvent(.wheelDown, row: 1, column: 1, modifiers: .control))]),
        Case(
            "huge coordinates are kept", script("␛[<0;2000;1000M␛[<0;999999999;1M"),
            decoded: [
                press(.left, row: 999, column: 1999), press(.left, row: 0, column: 999_999_998),
            ]),
        Case(
            "the report after a key, and a key after it", script("j␛[<0;2;3Mk"),
            decoded: [
                .key(.character("j")), press(.left, row: 2, column: 1), .key(.character("k")),
            ]),
    ]

    /// Reports Aisle has no use for, and garbage: swallowed whole, never typed.
    static let swallowed: [Case] = [
        Case(
            "motion with a button held", script("␛[<32;5;5M␛[<35;6;5M"),
            decoded: [.nothing, .nothing]),
        Case("a sideways wheel", script("␛[<66;1;1M"), decoded: [.nothing]),
        Case("buttons 8 to 11", script("␛[<128;1;1M"), decoded: [.nothing]),
        Case("a wheel release", script("␛[<64;1;1m"), decoded: [.nothing]),
        Case("coordinate 0", script("␛[<0;0;5M"), decoded: [.nothing]),
        Case("ten digits", script("␛[<0;1234567890;1M"), decoded: [.nothing]),
        Case("two fields", script("␛[<0;1M"), decoded: [.nothing]),
        Case("four fields", script("␛[<0;1;2;3M"), decoded: [.nothing]),
        Case("empty fields", script("␛[<;;M"), decoded: [.nothing]),
        Case(
            "an endless report", script("␛[<0;" + String(repeating: "9", count: 400) + ";1M"),
            decoded: [.nothing]),
        Case("a wrong final byte", script("␛[<0;1;1x"), decoded: [.nothing]),
        Case(
            "a control ends it and stays a key", script("␛[<0;1\r"),
            decoded: [.nothing, .key(.enter)]),
        Case(
            "a key code ends it and stays a key", script("␛[<0;1") + [.unit(.keyCode(KEY_DOWN))],
            decoded: [.nothing, .key(.down)]),
        Case("cut off at the end", script("␛[<0;1;"), decoded: [.nothing]),
    ]

    /// Terminals without SGR reports (mode 1006) send `ESC [ M` and three bytes, each the value
    /// plus 32.
    static let legacy: [Case] = [
        Case("a legacy click", script("␛[M !!"), decoded: [press(.left, row: 0, column: 0)]),
        Case(
            "a legacy release", script("␛[M#*%"),
            decoded: [.mouse(MouseEvent(.release(nil), row: 4, column: 9))]),
        Case(
            "a legacy wheel", script("␛[Ma!!"),
            decoded: [.mouse(MouseEvent(.wheelDown, row: 0, column: 0))]),
        Case("a legacy report cut short", script("␛[M !"), decoded: [.nothing]),
    ]

    @Test(arguments: reports + swallowed + legacy)
    func decodes(_ test: Case) {
        #expect(InputDecoder.decodeAll(test.input) == test.decoded)
    }

    /// tmux or ssh may split a report across writes: the rest is waited for (as long as a
    /// report's wait), where a key's sequence would have given up.
    @Test func aReportSplitAcrossReadsIsJoined() {
        let steps =
            script("␛[<0;1") + [.late(30, .character(0x32))] + script(";3M")
        #expect(InputDecoder.decodeAll(steps) == [Self.press(.left, row: 2, column: 11)])
        #expect(InputWait.report.timeoutMilliseconds > 30)
        #expect(InputWait.sequence.timeoutMilliseconds < 30)
    }

    /// A report broken off for longer than that is dropped; it is never typed as its text.
    @Test func aReportBrokenOffIsDropped() {
        let decoded = InputDecoder.decodeAll(script("␛[<0;12⏸"))
        #expect(decoded == [.nothing])
    }

    /// Alt-[ then `<` typed after a pause is still Alt-[ and `<`.
    @Test func altBracketThenLessThanIsTyping() {
        #expect(
            InputDecoder.decodeAll(script("␛[⏸<")) == [.key(.alt("[")), .key(.character("<"))])
    }

    /// The decoder waits with the report's wait once it has seen `ESC [ <`.
    @Test func waitsForTheRestOfAReport() {
        var decoder = InputDecoder(source: ScriptedInput(script("␛[<0;1;1M")))
        _ = decoder.next(waiting: .milliseconds(100))
        #expect(decoder.source.waits.contains(.report))
        #expect(decoder.source.isExhausted)
    }

    private static func script(_ text: String) -> [ScriptedInput.Step] {
        ScriptedInput.script(text)
    }

    private func script(_ text: String) -> [ScriptedInput.Step] { ScriptedInput.script(text) }
}
