import Foundation
import Testing

/// `aisle reset --all` and the user's database, as a user meets them: the cart is emptied and
/// says so; placed orders and the typed address stay.
@Suite(
    "reset and the database",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20)))
struct ResetDatabaseTests {
    @Test("reset --all empties the cart lines in the database, says so, and keeps the address")
    func resetAllEmptiesTheCart() throws {
        let session = try TmuxSession()
        let catalog = try session.launchStandard()
        try session.fillCart(with: ["Sencha Green"], total: "Cart 1 · $12.00")
        try session.sendKeys("Enter")
        try session.waitForStep("Shipping")
        try session.fill("Full name", with: "Ada Lovelace")
        try session.waitUntil("the name typed") {
            ScreenRows.fieldValue("Full name", in: $0) == "Ada Lovelace"
        }
        try session.sendKeys("C-c")
        _ = try session.waitForExit()

        let result = try PlainRun.run(
            ["reset", "--all"], environment: ["TERM": nil], scratch: session.scratch)
        #expect(result.termination == .exited(0), "stderr: \(result.error)")
        #expect(
            result.output.contains("Removed the cart lines from \(session.databaseFile)\n"),
            "stdout: \(result.output)")
        let saved = SavedUserData.read(dataHome: session.dataHome, catalog: catalog)
        #expect(saved?.cart.isEmpty == true)
        #expect(saved?.profile?.name == "Ada Lovelace", "the address is not the cart")

        // The screens were forgotten too: the relaunch is at Home, with nothing in the cart.
        try session.launch(["--catalog", catalog])
        let rows = try session.waitUntil("Home") { ScreenRows.crumbs($0) == "1 Home" }
        #expect(ScreenRows.topBar(rows).contains("Cart empty"))
    }
}
