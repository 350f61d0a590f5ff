import Testing

/// Saved screens that cannot be used: set aside or left alone, never trusted, never a crash.
@Suite(
    "Damaged state files",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20)))
struct DamagedStateTests {
    /// A navigation.json the app must not trust, and what the bottom row must say about it.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let bytes: [UInt8]
        let notice: String
        var testDescription: String { name }

        init(_ name: String, _ text: String, notice: String = "damaged") {
            self.init(name, Array(text.utf8), notice: notice)
        }

        init(_ name: String, _ bytes: [UInt8], notice: String = "damaged") {
            self.name = name
            self.bytes = bytes
            self.notice = notice
        }
    }

    static let damaged: [Case] = [
        Case("not JSON", "{not json"),
        Case("not an object", "[1, 2]"),
        Case("binary with an escape sequence", [0, 0xff, 0xfe, 0x1b, 0x5b, 0x32, 0x4a]),
        Case("nested 5000 deep", String(repeating: "[", count: 5000)),
        Case("wrong shape", #"{"format": "aisle.navigation", "version": 1, "path": "x"}"#),
    ]

    @Test(
        "a damaged navigation.json: Home, a notice, the original kept as .corrupt",
        arguments: damaged)
    func damagedFile(_ damaged: Case) throws {
        let session = try TmuxSession()
        let directory = try session.scratch.directory("state/aisle")
        try session.scratch.write(damaged.bytes, to: "state/aisle/navigation.json")
        try session.launch(["--catalog", AisleProgram.bundledCatalog()])
        let rows = try session.waitForHome(highlighting: "Coffee & Tea")
        let notice = ScreenRows.notice(rows)
        #expect(notice.contains(damaged.notice), "the notice tells the user: \(notice)")
        #expect(notice.contains("navigation.json.corrupt"), "and where the file went: \(notice)")
        #expect(
            ScratchDirectory.contents(of: directory + "/navigation.json.corrupt") == damaged.bytes)
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
    }

    static let foreign: [Case] = [
        Case(
            "newer version", #"{"format": "aisle.navigation", "version": 99, "path": []}"#,
            notice: "newer"),
        Case(
            "another program's file", #"{"format": "other", "version": 1, "path": []}"#,
            notice: "not an Aisle"),
    ]

    @Test("a file from a newer Aisle or another program is left byte for byte", arguments: foreign)
    func foreignFile(_ foreign: Case) throws {
        let session = try TmuxSession()
        let file = try session.scratch.directory("state/aisle") + "/navigation.json"
        try session.scratch.write(foreign.bytes, to: "state/aisle/navigation.json")
        try session.launch(["--catalog", AisleProgram.bundledCatalog()])
        let rows = try session.waitForHome(highlighting: "Coffee & Tea")
        #expect(ScreenRows.notice(rows).contains(foreign.notice))
        try session.sendKeys("Enter")
        try session.waitForTitle("Coffee & Tea")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
        #expect(ScratchDirectory.contents(of: file) == foreign.bytes, "not overwritten on quit")
        #expect(ScratchDirectory.contents(of: file + ".corrupt") == nil, "not set aside")
    }
}
