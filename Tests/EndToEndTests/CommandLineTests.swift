import Foundation
import Testing

/// The command line as a script uses it: no terminal, output on stdout, documented exit codes.
@Suite("Command line", .timeLimit(.minutes(20)))
struct CommandLineTests {
    /// Arguments that print something and exit 0, and text the output must contain.
    struct Printing: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let contains: [String]
        var testDescription: String { "aisle " + arguments.joined(separator: " ") }
    }

    static let printing: [Printing] = [
        Printing(
            arguments: ["--help"],
            contains: [
                "EXIT STATUS", "open", "link", "session", "reset", "AISLE_CATALOG", "NO_COLOR",
                "XDG_STATE_HOME", "XDG_DATA_HOME", "Mouse (unless --no-mouse", "AISLE_NO_MOUSE",
                "double-click",
            ]),
        Printing(arguments: ["--version"], contains: ["."]),
        Printing(
            arguments: ["open", "--help"],
            contains: [
                "EXAMPLES", "aisle open aisle://", "--catalog", "--fresh", "--no-color",
                "--no-mouse",
            ]),
        Printing(arguments: ["help", "open"], contains: ["aisle open aisle://"]),
        Printing(arguments: ["link", "--help"], contains: ["EXAMPLES", "aisle link"]),
        Printing(arguments: ["session", "--help"], contains: ["EXAMPLES", "--json"]),
        Printing(arguments: ["reset", "--help"], contains: ["EXAMPLES", "--all"]),
        Printing(
            arguments: ["--generate-completion-script", "bash"],
            contains: ["-F _aisle_joining_colons aisle", "open", "session"]),
        Printing(
            arguments: ["--generate-completion-script", "zsh"],
            contains: ["#compdef aisle", "open", "session"]),
        Printing(
            arguments: ["--generate-completion-script", "fish"],
            contains: ["complete -c 'aisle'", "open", "session"]),
    ]

    @Test("help, version and completions run in a pipe without TERM", arguments: printing)
    func printsInAPipe(_ printing: Printing) throws {
        let scratch = try ScratchDirectory()
        let result = try PlainRun.run(
            printing.arguments, environment: ["TERM": nil, "LANG": nil], scratch: scratch)
        #expect(result.termination == .exited(0), "stderr: \(result.error)")
        #expect(!result.output.trimmed.isEmpty)
        #expect(result.standardError.isEmpty, "stderr: \(result.error)")
        #expect(!result.standardOutput.contains(0x1b), "no escape codes")
        for text in printing.contains {
            #expect(result.output.contains(text), "“\(text)” in the output")
        }
    }

    @Test("--version prints one line: the version number")
    func version() throws {
        let result = try PlainRun.run(["--version"], scratch: try ScratchDirectory())
        #expect(OneLine.isOneLine(result.standardOutput), "one line: \(result.output)")
        let parts = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
            .split(separator: ".")
        #expect(parts.count >= 2 && parts.allSatisfy { Int($0) != nil }, "\(result.output)")
    }

    @Test("aisle --help shows examples of the commands, as every command's help does")
    func rootHelpHasExamples() throws {
        let result = try PlainRun.run(["--help"], scratch: try ScratchDirectory())
        #expect(result.output.contains("aisle open"))
    }

    @Test("the bash completion script is valid bash", .enabled(if: Self.bash != nil))
    func bashCompletionParses() throws {
        let scratch = try ScratchDirectory()
        let script = try PlainRun.run(["--generate-completion-script", "bash"], scratch: scratch)
        let file = try scratch.write(script.standardOutput, to: "aisle.bash")
        let checked = try ProcessSpawner.run(
            [Self.bash ?? "bash", "-n", file], environment: ["PATH": AisleProgram.searchPath],
            scratch: scratch)
        #expect(checked.termination == .exited(0), "bash -n: \(checked.error)")
    }

    @Test("a usage error exits 2 and says so on stderr only")
    func usageError() throws {
        let scratch = try ScratchDirectory()
        for arguments in [["--generate-completion-script", "tcsh"], ["--no-such-option"]] {
            let result = try PlainRun.run(arguments, scratch: scratch)
            #expect(result.termination == .exited(2), "\(arguments)")
            #expect(result.standardOutput.isEmpty, "\(arguments): \(result.output)")
            #expect(!result.error.isEmpty, "\(arguments)")
        }
    }

    @Test("reset removes navigation.json; reset --all also cart.json; orders.json stays")
    func reset() throws {
        let scratch = try ScratchDirectory()
        try scratch.directory("state/aisle")
        try scratch.directory("data/aisle")
        let session = try scratch.write("{}", to: "state/aisle/navigation.json")
        let cart = try scratch.write("{\"cart\": true}", to: "data/aisle/cart.json")
        let ordersText = "{\"orders\": \"kept\"}"
        let orders = try scratch.write(ordersText, to: "data/aisle/orders.json")
        let exists = { (path: String) in FileManager.default.fileExists(atPath: path) }

        var result = try PlainRun.run(["reset"], environment: ["TERM": nil], scratch: scratch)
        #expect(result.termination == .exited(0), "stderr: \(result.error)")
        #expect(result.output == "Removed \(session)\n")
        #expect(!exists(session) && exists(cart) && exists(orders))

        result = try PlainRun.run(["reset", "--all"], environment: ["TERM": nil], scratch: scratch)
        #expect(result.termination == .exited(0), "stderr: \(result.error)")
        #expect(result.output.contains("Removed \(cart)\n"), "stdout: \(result.output)")
        #expect(!result.output.contains("Removed \(session)"), "already gone: \(result.output)")
        #expect(!result.output.contains("orders.json"), "stdout: \(result.output)")
        #expect(!exists(session) && !exists(cart))
        #expect(ScratchDirectory.contents(of: orders) == Array(ordersText.utf8), "orders kept")
    }

    @Test("reset that cannot remove a file: exit 1, why on stderr, the rest still done")
    func resetFailure() throws {
        let scratch = try ScratchDirectory()
        // A directory where navigation.json should be: unlink fails even for root.
        let session = try scratch.directory("state/aisle/navigation.json")
        try scratch.write("keep", to: "state/aisle/navigation.json/inside")
        try scratch.directory("data/aisle")
        let cart = try scratch.write("{}", to: "data/aisle/cart.json")
        let orders = try scratch.write("{}", to: "data/aisle/orders.json")

        let result = try PlainRun.run(
            ["reset", "--all"], environment: ["TERM": nil], scratch: scratch)
        #expect(result.termination == .exited(1))
        #expect(OneLine.isOneLine(result.standardError), "one line: \(result.error)")
        #expect(result.error.contains("could not remove \(session)"), "stderr: \(result.error)")
        let database = scratch.file("data/aisle/aisle.sqlite")
        #expect(result.output == "Removed \(cart)\nNothing to remove at \(database)\n")
        #expect(FileManager.default.fileExists(atPath: session + "/inside"), "left alone")
        #expect(FileManager.default.fileExists(atPath: orders))
    }

    @Test(
        "aisle session --json prints the saved path; aisle session names screens and files",
        .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"))
    func sessionJSON() throws {
        let session = try TmuxSession()
        let catalog = try LinksEndToEndTests.writeFixture(session.scratch)
        try session.launch(
            ["open", "aisle://search/ceremonial%20matcha/product/t-3", "--catalog", catalog])
        try session.waitForTitle("Ceremonial Matcha")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
        let saved = try #require(SavedNavigation.path(inFile: session.navigationFile))
        #expect(saved == ["search/ceremonial matcha", "product/t-3"])

        let json = try PlainRun.run(
            ["session", "--json", "--catalog", catalog], environment: ["TERM": nil],
            scratch: session.scratch)
        #expect(json.termination == .exited(0), "stderr: \(json.error)")
        let array = try JSONSerialization.jsonObject(with: Data(json.standardOutput))
        #expect(array is [Any], "a JSON array: \(json.output)")
        let document = Array("{\"path\": ".utf8) + json.standardOutput + Array("}".utf8)
        #expect(SavedNavigation.path(in: document) == saved, "stdout: \(json.output)")

        let summary = try PlainRun.run(
            ["session", "--catalog", catalog], environment: ["TERM": nil],
            scratch: session.scratch)
        #expect(summary.termination == .exited(0), "stderr: \(summary.error)")
        for text in [
            "Ceremonial Matcha", "aisle://search/ceremonial%20matcha/product/t-3",
            session.navigationFile, session.databaseFile,
        ] {
            #expect(summary.output.contains(text), "“\(text)” in: \(summary.output)")
        }

        // Validated against today's catalog (the same file, changed: another file would be
        // another catalog, with a session of its own), and read only: the file stays as it was.
        let before = ScratchDirectory.contents(of: session.navigationFile)
        try session.scratch.write(
            FixtureCatalog.json(FixtureCatalog.standard.filter { $0.id != "t-3" }),
            to: "catalog.json")
        let validated = try PlainRun.run(
            ["session", "--json", "--catalog", catalog], environment: ["TERM": nil],
            scratch: session.scratch)
        #expect(validated.termination == .exited(0), "stderr: \(validated.error)")
        let trimmed = Array("{\"path\": ".utf8) + validated.standardOutput + Array("}".utf8)
        #expect(SavedNavigation.path(in: trimmed) == ["search/ceremonial matcha"])
        #expect(validated.error.contains("t-3"), "a notice on stderr: \(validated.error)")
        #expect(ScratchDirectory.contents(of: session.navigationFile) == before, "unchanged")
    }

    /// bash, if installed.
    static let bash: String? = {
        let found = ProcessSpawner.resolve("bash", path: AisleProgram.searchPath)
        return found.hasPrefix("/") ? found : nil
    }()
}
