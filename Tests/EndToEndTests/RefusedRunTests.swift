import Foundation
import Testing

/// A run refused for want of a terminal changes no file: the terminal is checked before the
/// state files are read, so a damaged one is not set aside behind the user's back (audit row
/// 51), and the refusal quotes `TERM` with its controls as placeholders.
@Suite("A refused run touches nothing", .timeLimit(.minutes(20)))
struct RefusedRunTests {
    static let damagedSession = Array(
        #"{"format": "aisle.navigation", "version": 1, "path": "#.utf8)
    static let damagedCart = Array("{not json".utf8)

    /// Damaged navigation.json and cart.json under `scratch`'s XDG directories; returns what
    /// each directory holds, to compare after the run.
    static func plant(in scratch: ScratchDirectory) throws -> [String: [UInt8]] {
        let state = try scratch.directory("state/aisle")
        let data = try scratch.directory("data/aisle")
        try scratch.write(damagedSession, to: "state/aisle/navigation.json")
        try scratch.write(damagedCart, to: "data/aisle/cart.json")
        return snapshot(state, data)
    }

    /// Every file in `directories`, by path, with its bytes.
    static func snapshot(_ directories: String...) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for directory in directories {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] {
                files[directory + "/" + name] = ScratchDirectory.contents(
                    of: directory + "/" + name)
            }
        }
        return files
    }

    @Test(
        "without a terminal: status 2, damaged files left where they are",
        arguments: NoTerminalTests.pipeSettings)
    func pipes(_ setting: NoTerminalTests.Setting) throws {
        let scratch = try ScratchDirectory()
        let before = try Self.plant(in: scratch)
        let result = try PlainRun.run(
            ["--catalog", AisleProgram.bundledCatalog()], environment: setting.environment,
            scratch: scratch)
        #expect(result.termination == .exited(2))
        #expect(OneLine.isOneLine(result.standardError), "one line: \(result.error)")
        #expect(!result.error.contains("damaged"), "nothing read, nothing to report")
        let after = Self.snapshot(scratch.file("state/aisle"), scratch.file("data/aisle"))
        #expect(after == before, "no file renamed, written or removed: \(after.keys.sorted())")
    }

    @Test("`aisle open` without a terminal leaves them too")
    func open() throws {
        let scratch = try ScratchDirectory()
        let before = try Self.plant(in: scratch)
        let result = try PlainRun.run(
            ["open", "aisle://cart", "--catalog", AisleProgram.bundledCatalog()],
            scratch: scratch)
        #expect(result.termination == .exited(2))
        let after = Self.snapshot(scratch.file("state/aisle"), scratch.file("data/aisle"))
        #expect(after == before, "\(after.keys.sorted())")
    }

    static let terminalSettings: [NoTerminalTests.Setting] = [
        .init(name: "TERM=dumb", environment: ["TERM": "dumb"]),
        .init(name: "TERM with controls", environment: ["TERM": "\u{1B}[2Jx\u{9B}\u{202E}evil"]),
    ]

    @Test(
        "in a terminal that cannot be driven: damaged files untouched, TERM quoted safely",
        .enabled(if: Tmux.isAvailable, "needs tmux"), arguments: terminalSettings)
    func unusableTerminal(_ setting: NoTerminalTests.Setting) throws {
        let session = try TmuxSession()
        let before = try Self.plant(in: session.scratch)
        try session.launch(
            ["--catalog", AisleProgram.bundledCatalog()], environment: setting.environment,
            recordOutput: true)
        #expect(try session.waitForExit() == .exited(2))
        let output = try session.waitForFile(session.outputLog, "hold one whole line") {
            $0.last == UInt8(ascii: "\n")
        }
        let text = String(decoding: output, as: UTF8.self)
        #expect(!output.contains(0x1b), "no escape codes written to the terminal: \(text)")
        #expect(OneLine.isOneLine(output), "one line: \(text)")
        #expect(PrintedDataTests.unsafeScalars(output).allSatisfy { $0 == 0x0D }, "\(text)")
        if setting.name != "TERM=dumb" {
            #expect(text.contains("TERM=^[[2Jx\u{FFFD}\u{FFFD}evil"), "shown, not obeyed: \(text)")
        }
        let after = Self.snapshot(
            session.scratch.file("state/aisle"), session.scratch.file("data/aisle"))
        #expect(after == before, "no file renamed, written or removed: \(after.keys.sorted())")
    }
}
