import NcursesBackend
import Testing

/// The refusal quotes `TERM`, which anyone can set to anything: it must not steer the terminal
/// it is printed on, nor run to many lines (audit row 51).
@Suite(.timeLimit(.minutes(10))) struct TerminalSetupErrorTests {
    @Test(arguments: [
        TerminalSetupError.unknownTerminal("\u{1B}]0;pwned\u{7}\u{9B}2J\u{202E}x\ny"),
        .unsupportedTerminal("\u{1B}]0;pwned\u{7}\u{9B}2J\u{202E}x\ny"),
    ])
    func termIsQuotedWithPlaceholders(error: TerminalSetupError) {
        let message = error.message
        #expect(message.contains("TERM=^[]0;pwned^G\u{FFFD}2J\u{FFFD}x^Jy"), "\(message)")
        #expect(message.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F })
    }

    @Test func aLongTermIsCut() {
        let message = TerminalSetupError.unknownTerminal(String(repeating: "x", count: 5000))
            .message
        #expect(message.count < 200, "\(message.count) characters")
        #expect(message.contains(String(repeating: "x", count: 39) + "…"))
    }
}
