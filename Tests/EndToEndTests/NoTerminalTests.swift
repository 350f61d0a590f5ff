import Testing

/// Without a usable terminal: one line on stderr, status 2, not one escape code.
@Suite("No terminal", .timeLimit(.minutes(20)))
struct NoTerminalTests {
    /// An environment to run in, named for the report.
    struct Setting: CustomTestStringConvertible, Sendable {
        let name: String
        let environment: [String: String?]
        var testDescription: String { name }
    }

    static let pipeSettings: [Setting] = [
        Setting(name: "capable TERM", environment: [:]),
        Setting(name: "no TERM", environment: ["TERM": nil]),
        Setting(name: "TERM=dumb", environment: ["TERM": "dumb"]),
    ]

    @Test("standard input and output are not a terminal", arguments: pipeSettings)
    func pipes(_ setting: Setting) throws {
        let scratch = try ScratchDirectory()
        let result = try PlainRun.run(
            ["--catalog", AisleProgram.bundledCatalog()], environment: setting.environment,
            scratch: scratch)
        #expect(result.termination == .exited(2))
        #expect(result.standardOutput.isEmpty, "nothing on stdout: \(result.output)")
        #expect(OneLine.isOneLine(result.standardError), "one line on stderr: \(result.error)")
        #expect(!result.standardError.contains(0x1b), "no escape codes on stderr")
    }

    static let terminalSettings: [Setting] = [
        Setting(name: "TERM=dumb", environment: ["TERM": "dumb"]),
        Setting(name: "no TERM", environment: ["TERM": nil]),
        Setting(name: "unknown TERM", environment: ["TERM": "no-such-terminal-e2e"]),
    ]

    @Test(
        "a terminal that cannot be driven", .enabled(if: Tmux.isAvailable, "needs tmux"),
        arguments: terminalSettings)
    func unusableTerminal(_ setting: Setting) throws {
        let session = try TmuxSession()
        try session.launch(
            ["--catalog", AisleProgram.bundledCatalog()], environment: setting.environment,
            recordOutput: true)
        #expect(try session.waitForExit() == .exited(2))
        #expect(try session.format("#{alternate_on}") == "0")
        let output = try session.waitForFile(session.outputLog, "hold one whole line") {
            $0.last == UInt8(ascii: "\n")
        }
        #expect(!output.contains(0x1b), "no escape codes written to the terminal")
        #expect(OneLine.isOneLine(output), "one line: \(String(decoding: output, as: UTF8.self))")
        #expect(String(decoding: output, as: UTF8.self).contains("TERM"), "names the problem")
    }
}

/// Checks for "exactly one line of text".
enum OneLine {
    /// True when `bytes` is one non-empty line ending in a newline (a terminal's CR before it
    /// allowed), with no other line break.
    static func isOneLine(_ bytes: [UInt8]) -> Bool {
        guard bytes.last == UInt8(ascii: "\n") else { return false }
        var body = bytes.dropLast()
        if body.last == UInt8(ascii: "\r") { body = body.dropLast() }
        return !body.isEmpty && !body.contains(UInt8(ascii: "\n"))
            && !body.contains(UInt8(ascii: "\r"))
    }
}
