import Glibc
import Testing

/// Two windows on one database: an address typed in one reaches the other on its next screen.
@Suite(
    "Shared address end to end",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20)))
struct SharedAddressEndToEndTests {
    @Test("typed in window b, left; window a moves on: a notice, and a's checkout has it")
    func anAddressReachesTheOtherWindow() throws {
        let session = try TmuxSession()
        let catalog = try session.launchStandard()
        try session.fillCart(with: ["Sencha Green"], total: "Cart 1 · $12.00")
        let b = session.window("b")
        try session.start(try session.appCommand(["--catalog", catalog, "--fresh"]), inWindow: "b")
        try waitUntil(session, b, "Home") { ScreenRows.topBar($0).hasPrefix(" 1 Home") }
        _ = try session.tmux(["send-keys", "-t", b, "c", "Enter"])
        try waitUntil(session, b, "Shipping") { ScreenRows.focusedField($0) == "Full name" }
        _ = try session.tmux(["send-keys", "-t", b, "-l", "Ada Lovelace"])
        try waitUntil(session, b, "the name typed") {
            ScreenRows.fieldValue("Full name", in: $0) == "Ada Lovelace"
        }
        _ = try session.tmux(["send-keys", "-t", b, "Escape"])
        let deadline = ContinuousClock.now + TmuxSession.defaultTimeout
        while SavedUserData.read(dataHome: session.dataHome, catalog: catalog)?.profile?.name
            != "Ada Lovelace"
        {
            guard ContinuousClock.now < deadline else {
                throw E2EFailure("window b never saved the address", screen: [])
            }
            usleep(10_000)
        }

        try session.sendKeys("h")
        try session.waitFor("Your address was changed in another Aisle window")
        try session.sendKeys("c")
        try session.waitForTitle("Cart")
        try session.sendKeys("Enter")
        let rows = try session.waitForStep("Shipping")
        #expect(ScreenRows.fieldValue("Full name", in: rows) == "Ada Lovelace")
        try session.sendKeys("Escape")
        try session.waitForTitle("Cart")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
    }

    private func waitUntil(
        _ session: TmuxSession, _ target: String, _ what: String, _ condition: ([String]) -> Bool
    ) throws {
        let deadline = ContinuousClock.now + TmuxSession.defaultTimeout
        while true {
            let rows = try session.screen(of: target)
            if condition(rows) { return }
            guard ContinuousClock.now < deadline else {
                throw E2EFailure("\(target) never showed \(what)", screen: rows)
            }
            usleep(10_000)
        }
    }
}
