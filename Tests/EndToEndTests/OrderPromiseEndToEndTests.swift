import Foundation
import Glibc
import Testing
import UserData

/// An order is a promise, tried as users would: two windows on one cart, and another program
/// holding the database while the user presses Enter and quits.
@Suite(
    "Orders end to end: exactly once, never falsely confirmed",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20)))
struct OrderPromiseEndToEndTests {
    /// From Home with the fixture catalog: one Tea Kettle, a US address, invoice, to Review.
    static func goToReview(_ session: TmuxSession) throws {
        try session.fillCart(with: ["Tea Kettle"], total: "Cart 1 · $45.00", category: "Tools")
        try session.sendKeys("Enter")
        _ = try session.waitForStep("Shipping")
        var address = TmuxSession.Address()
        address.postalCode = "12345"
        address.countryKeys = ["u", "u"]
        address.country = "United States"
        _ = try session.fillShipping(address)
        try session.sendKeys("Enter")
        _ = try session.waitForStep("Payment")
        _ = try session.waitUntil("Pay by Invoice") {
            ScreenRows.fieldValue("Pay by", in: $0) == "Invoice"
        }
        try session.sendKeys("Enter")
        _ = try session.waitForStep("Review")
    }

    /// Launches with the fixture catalog, goes to Review and waits until the session file holds
    /// it (a second window restores what was saved); returns the catalog's path.
    static func reviewSaved(_ session: TmuxSession) throws -> String {
        let catalog = try session.launchStandard()
        try goToReview(session)
        _ = try session.waitForFile(session.navigationFile, "hold Review") {
            SavedNavigation.path(in: $0)?.last == "checkout/review"
        }
        return catalog
    }

    /// Quits both windows (status 0 each) and returns the orders and cart on disk.
    static func quitBoth(_ session: TmuxSession, catalog: String) throws -> UserSnapshot? {
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
        try session.tmux(["send-keys", "-t", session.window("b"), "q"])
        #expect(try session.waitForExit(of: session.window("b")) == .exited(0))
        return SavedUserData.read(dataHome: session.dataHome, catalog: catalog)
    }

    /// Waits until `text` is on window `name`'s screen.
    static func waitFor(_ text: String, in name: String, _ session: TmuxSession) throws {
        let deadline = ContinuousClock.now + TmuxSession.defaultTimeout
        while true {
            let rows = try session.screen(of: session.window(name))
            if rows.contains(where: { $0.contains(text) }) { return }
            guard ContinuousClock.now < deadline else {
                throw E2EFailure("timed out waiting for \(text) in window \(name)", screen: rows)
            }
            usleep(10_000)
        }
    }

    @Test("two windows, two checkouts of one cart: the first orders, the second is refused")
    func staleReviewIsRefused() throws {
        let session = try TmuxSession()
        let catalog = try Self.reviewSaved(session)
        // The second window starts its own checkout of the same cart (the address is kept).
        try session.start(try session.appCommand(["--catalog", catalog, "--fresh"]), inWindow: "b")
        try Self.waitFor("Tea Room", in: "b", session)
        try session.tmux(["send-keys", "-t", session.window("b"), "c"])
        try Self.waitFor("Tea Kettle", in: "b", session)
        try session.tmux(["send-keys", "-t", session.window("b"), "Enter"])
        try Self.waitFor("Ada Lovelace", in: "b", session)
        // The kept address is complete: one Enter uses it (issue 19, item 4).
        try session.tmux(["send-keys", "-t", session.window("b"), "Enter"])
        try Self.waitFor("Pay by", in: "b", session)
        try session.tmux(["send-keys", "-t", session.window("b"), "Enter"])
        try Self.waitFor("⏎ place order", in: "b", session)
        try session.tmux(["send-keys", "-t", session.window("b"), "Enter"])
        try Self.waitFor("Thank you! Order", in: "b", session)

        try session.sendKeys("Enter")
        let rows = try session.waitFor("Your cart changed in another window")
        #expect(!rows.contains { $0.contains("Thank you") })
        let saved = try Self.quitBoth(session, catalog: catalog)
        #expect(saved?.orders.count == 1, "one order, not two")
        #expect(saved?.orders.first?.lines.map(\.quantity) == [1])
        #expect(saved?.cart.isEmpty == true)
    }

    @Test("a second window restoring the same checkout shows the one order its key placed")
    func sameCheckoutInTwoWindowsPlacesOneOrder() throws {
        let session = try TmuxSession()
        let catalog = try Self.reviewSaved(session)
        try session.start(try session.appCommand(["--catalog", catalog]), inWindow: "b")
        try Self.waitFor("⏎ place order", in: "b", session)
        try session.tmux(["send-keys", "-t", session.window("b"), "Enter"])
        try Self.waitFor("Thank you! Order", in: "b", session)
        let shownInB = try session.screen(of: session.window("b")).first { $0.contains("Order A-") }

        try session.sendKeys("Enter")
        let rows = try session.waitFor("Thank you! Order")
        let number = rows.first { $0.contains("Thank you! Order") }?
            .split(separator: " ").first { $0.hasPrefix("A-") }
        #expect(number.map { shownInB?.contains($0) ?? false } == true, "the same order")
        let saved = try Self.quitBoth(session, catalog: catalog)
        #expect(saved?.orders.count == 1, "one order, not two")
    }

    @Test("a write lock held from Review through q: refused with its reason, cart kept, exit 1")
    func heldLockRefusesAndQuitSaysSo() throws {
        let session = try TmuxSession()
        let catalog = try Self.reviewSaved(session)
        let lock = try DatabaseLock(session.databaseFile)
        defer { lock.release() }
        try session.sendKeys("Enter")
        _ = try session.waitFor("Placing your order…")
        let refused = try session.waitFor("Your order was not placed", timeout: .seconds(60))
        #expect(!refused.contains { $0.contains("Thank you") })
        // Back to the cart, one more kettle (it cannot be written either), and quit.
        try session.sendKeys("Escape", "Escape", "Escape")
        _ = try session.waitForTitle("Cart")
        try session.sendKeys("+")
        try session.sendKeys("q")
        #expect(try session.waitForExit(timeout: .seconds(60)) == .exited(1))
        // The pane's history with wrapped lines joined: the line on stderr is long.
        let screen = try session.tmux(
            ["capture-pane", "-p", "-J", "-S", "-200", "-t", TmuxSession.target])
        #expect(screen.contains("your cart changes (Tea Kettle)"), "\(screen)")
        #expect(screen.contains("were not saved in"), "\(screen)")
        #expect(!screen.contains("will try again"))
        lock.release()
        let saved = SavedUserData.read(dataHome: session.dataHome, catalog: catalog)
        #expect(saved?.orders.isEmpty == true)
        #expect(saved?.cart.lines.map(\.quantity) == [1], "the cart is kept as it was on disk")
    }
}

/// Another program holding the user's database's write lock (`BEGIN IMMEDIATE` in Python's
/// sqlite3) until released.
final class DatabaseLock {
    private let process = Process()
    private let input = Pipe()

    init(_ path: String) throws {
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            """
            import sqlite3, sys
            c = sqlite3.connect(sys.argv[1], isolation_level=None)
            c.execute('BEGIN IMMEDIATE')
            print('held', flush=True)
            sys.stdin.read()
            """, path,
        ]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let line = output.fileHandleForReading.availableData
        guard String(decoding: line, as: UTF8.self).hasPrefix("held") else {
            throw E2EFailure("the database lock was not taken", screen: [])
        }
    }

    func release() {
        guard process.isRunning else { return }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
