import Foundation
import Testing

/// What `aisle` prints outside the screen quotes the state files and the catalog: it must show
/// their controls as placeholders, never send them to the terminal (audit row 23: a crafted
/// navigation.json retitled the terminal through `aisle session`).
@Suite("Printed data is sanitised", .timeLimit(.minutes(20)))
struct PrintedDataTests {
    /// A search for an OSC title change, a C1 CSI, a bidi override and a zero-width space, on
    /// top of a product that is gone whose id clears the screen and breaks the line.
    static let crafted = #"""
        {"format": "aisle.navigation", "version": 1, "path": [
          {"search": {"query": "\u001b]0;pwned\u0007 \u009b2J \u202egpj.exe \u200bx\u007f"}},
          {"product": {"id": "\u001b[2Jgone\n\u202e"}}], "screens": []}
        """#

    /// Scalars that steer a terminal or hide or reorder text: C0 controls but the line feed,
    /// DEL, C1 controls, bidi controls and invisible format characters.
    static func unsafeScalars(_ bytes: [UInt8]) -> [UInt32] {
        String(decoding: bytes, as: UTF8.self).unicodeScalars.map(\.value).filter { value in
            (value < 0x20 && value != 0x0A) || (0x7F...0x9F).contains(value)
                || (0x200B...0x200F).contains(value) || (0x202A...0x202E).contains(value)
                || (0x2066...0x2069).contains(value) || value == 0x061C || value == 0xFEFF
        }
    }

    func run(_ arguments: [String]) throws -> ProcessResult {
        let scratch = try ScratchDirectory()
        _ = try scratch.directory("state/aisle")
        try scratch.write(Self.crafted, to: "state/aisle/navigation.json")
        return try PlainRun.run(
            arguments + ["--catalog", AisleProgram.bundledCatalog()], environment: ["TERM": nil],
            scratch: scratch)
    }

    @Test func session() throws {
        let result = try run(["session"])
        #expect(result.termination == .exited(0), "stderr: \(result.error)")
        #expect(Self.unsafeScalars(result.standardOutput) == [], "stdout: \(result.output)")
        #expect(Self.unsafeScalars(result.standardError) == [], "stderr: \(result.error)")
        #expect(result.output.contains("^[]0;pwned^G"), "shown, not obeyed: \(result.output)")
        #expect(result.output.contains("\u{FFFD}2J \u{FFFD}gpj.exe \u{FFFD}x^?"))
        #expect(result.error.contains("^[[2Jgone^J\u{FFFD}"), "the notice too: \(result.error)")
        #expect(OneLine.isOneLine(result.standardError), "one notice, one line: \(result.error)")
    }

    @Test func sessionJSON() throws {
        let result = try run(["session", "--json"])
        #expect(result.termination == .exited(0), "stderr: \(result.error)")
        #expect(Self.unsafeScalars(result.standardOutput) == [], "stdout: \(result.output)")
        #expect(Self.unsafeScalars(result.standardError) == [], "stderr: \(result.error)")
        let query = #"\u001b]0;pwned\u0007 \u009b2J \u202egpj.exe \u200bx\u007f"#
        #expect(result.output.contains(query), "escaped as JSON: \(result.output)")
        let array = try JSONSerialization.jsonObject(with: Data(result.standardOutput))
        let route = (array as? [[String: [String: String]]])?.first
        #expect(
            route?["search"]?["query"]
                == "\u{1B}]0;pwned\u{7} \u{9B}2J \u{202E}gpj.exe \u{200B}x\u{7F}",
            "the same query: \(result.output)")
    }

    @Test func link() throws {
        let result = try run(["link"])
        #expect(result.termination == .exited(0), "stderr: \(result.error)")
        #expect(Self.unsafeScalars(result.standardOutput) == [], "stdout: \(result.output)")
        #expect(Self.unsafeScalars(result.standardError) == [], "stderr: \(result.error)")
        #expect(result.output.hasPrefix("aisle://search/%1B%5D0%3Bpwned"))
        #expect(OneLine.isOneLine(result.standardError), "one notice, one line: \(result.error)")
    }

    /// Usage errors quote the command line, which a script may have built from data.
    @Test func usageError() throws {
        let scratch = try ScratchDirectory()
        let result = try PlainRun.run(["--\u{1B}]0;pwned\u{7}\u{9B}"], scratch: scratch)
        #expect(result.termination == .exited(2))
        #expect(Self.unsafeScalars(result.standardError) == [], "stderr: \(result.error)")
        #expect(result.error.contains("^[]0;pwned^G\u{FFFD}"), "stderr: \(result.error)")
    }
}
