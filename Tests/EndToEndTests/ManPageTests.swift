import Foundation
import Testing

/// The man page `make install` writes (`scripts/man-page.sh`): clean under `mandoc -T lint`,
/// its help text's headings as subsections and its indented recipes kept line by line (issue
/// 30, item 17: 28 warnings, and the sshd recipe's lines merged into prose). Needs
/// ArgumentParser's `generate-manual` beside the binary (`swift build --product
/// generate-manual`) and mandoc; skipped without them.
@Suite("Man page", .timeLimit(.minutes(20)))
struct ManPageTests {
    static var root: URL {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        return root
    }

    static var generator: String? {
        guard let binary = try? AisleProgram.binary() else { return nil }
        let path = URL(fileURLWithPath: binary).deletingLastPathComponent()
            .appendingPathComponent("generate-manual").path
        return ProcessSpawner.isExecutableFile(path) ? path : nil
    }

    static var mandoc: String? {
        ["/usr/bin/mandoc", "/usr/local/bin/mandoc"].first(where: ProcessSpawner.isExecutableFile)
    }

    /// Runs `command` with `arguments`; standard output, or a failure with standard error.
    static func run(_ command: String, _ arguments: [String]) throws -> (String, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command)
        process.arguments = arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    @Test(
        "mandoc -T lint finds nothing; KEYS is a subsection; the sshd lines stay lines",
        .enabled(if: generator != nil && mandoc != nil, "needs generate-manual and mandoc"))
    func lintClean() throws {
        let scratch = try ScratchDirectory()
        let binary = try AisleProgram.binary()
        let generator = try #require(Self.generator)
        let mandoc = try #require(Self.mandoc)
        let directory = scratch.file("manual")
        let script = Self.root.appendingPathComponent("scripts/man-page.sh").path
        _ = try Self.run("/bin/sh", [script, binary, directory, generator])
        let page = directory + "/aisle.1"
        let (_, lint) = try Self.run(mandoc, ["-T", "lint", "-W", "warning", page])
        #expect(lint.isEmpty, "mandoc -T lint:\n\(lint)")
        let source = try String(contentsOfFile: page, encoding: .utf8)
        #expect(source.contains("\n.Ss KEYS\n"))
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let command = try #require(
            lines.firstIndex { $0.hasPrefix("AuthorizedKeysCommand /") }, "the recipe's first line")
        #expect(lines[command + 1].hasPrefix("AuthorizedKeysCommandUser"), "its own line")
        #expect(lines[..<command].last { $0.hasPrefix(".B") } == ".Bd -literal -offset indent")
    }
}
