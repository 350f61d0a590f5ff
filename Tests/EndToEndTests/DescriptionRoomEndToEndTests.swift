import Testing

/// The shipped Shopify example's Linen Shirt, alone in its category, shows its whole
/// description at 80×24 (issue 30, item 14: 8 of its 9 lines, with 5 blank rows below).
@Suite(
    "Description room end to end",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20)))
struct DescriptionRoomEndToEndTests {
    @Test("Linen Shirt at 80×24: the first and the last line of its description at once")
    func wholeDescription() throws {
        let session = try TmuxSession()
        try session.launch(["--catalog", ShopifyCSVEndToEndTests.example])
        try session.waitForHome(highlighting: "Shirts & Tops")
        try session.open("Shirts & Tops")
        try session.sendKeys("Enter")
        let page = try session.waitFor("A relaxed shirt in washed European linen")
        #expect(page.contains { $0.contains("Made in Portugal — sizes run true.") }, "\(page)")
        #expect(!page.contains { $0.contains("PgDn PgUp") })
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
    }
}
