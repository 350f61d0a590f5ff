import Testing

/// The confirmed bug of issue 11: `aisle --fresh` skipped reading navigation.json, so a file it
/// must never touch (from a newer Aisle, or another program's) was replaced on quit.
@Suite(
    "--fresh never overwrites a session file it may not write",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20)))
struct FreshKeepsUnwritableFilesTests {
    static let files = [
        #"{"format": "aisle.navigation", "version": 99, "path": []}"#,
        #"{"name":"x"}"#,
    ]

    @Test("aisle --fresh, j, q leaves the file byte for byte", arguments: files)
    func freshLeavesTheFile(_ text: String) throws {
        let session = try TmuxSession()
        let file = try session.scratch.directory("state/aisle") + "/navigation.json"
        try session.scratch.write(text, to: "state/aisle/navigation.json")
        try session.launch(["--fresh", "--catalog", AisleProgram.bundledCatalog()])
        _ = try session.waitForHome(highlighting: "Coffee & Tea")
        try session.sendKeys("j")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
        #expect(ScratchDirectory.contents(of: file) == Array(text.utf8), "not overwritten")
    }
}
