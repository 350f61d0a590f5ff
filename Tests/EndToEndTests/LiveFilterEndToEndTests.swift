import Testing

/// The live filter's first letter keeps what its later letters keep (issue 30, item 12: `/b`
/// showed "0 of 22", `/br` then 4).
@Suite(
    "Live filter end to end",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20)))
struct LiveFilterEndToEndTests {
    @Test("/m then /ma: both keep the two matcha products")
    func firstLetterNarrows() throws {
        let session = try TmuxSession()
        try session.launchStandard()
        try session.sendKeys("Enter")
        try session.waitForTitle("Tea Room")
        try session.sendKeys("/")
        try session.type("m")
        var rows = try session.waitFor("filter: m · 2 of 4")
        #expect(ScreenRows.listNames(rows) == ["Matcha Whisk", "Ceremonial Matcha"])
        try session.type("a")
        rows = try session.waitFor("filter: ma · 2 of 4")
        #expect(ScreenRows.listNames(rows) == ["Matcha Whisk", "Ceremonial Matcha"])
        try session.sendKeys("Enter", "q")
        #expect(try session.waitForExit() == .exited(0))
    }
}
