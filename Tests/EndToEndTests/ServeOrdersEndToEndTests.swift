import Glibc
import Testing

/// The shop's orders over SSH: a customer's cart and orders are theirs alone, the owner lists
/// and ships them with `aisle orders`, and the customer sees the new status.
@Suite(
    "Serve: orders", .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .enabled(if: SSHKey.clientAvailable, "the OpenSSH client (ssh, ssh-keygen) is not installed"),
    .timeLimit(.minutes(20)))
struct ServeOrdersEndToEndTests {
    @Test("an order over SSH: the customer's own, listed by aisle orders, shipped, seen shipped")
    func orderOverSSHIsTheCustomersAndShips() throws {
        let server = try ShopServerProcess()
        try server.start()
        let (alice, first) = try server.customer("alice")
        try first.sendKeys("Enter")
        _ = try first.waitForTitle("Coffee & Tea")
        try first.sendKeys("a")
        _ = try first.waitUntil("one in the cart") { ScreenRows.topBar($0).contains("Cart 1 · ") }
        try first.sendKeys("c")
        _ = try first.waitForTitle("Cart")
        try first.sendKeys("Enter")
        _ = try first.waitForStep("Shipping")
        _ = try first.fillShipping()
        try first.sendKeys("Enter")
        _ = try first.waitForStep("Payment")
        try first.sendKeys("Enter")
        _ = try first.waitForStep("Review")
        try first.sendKeys("Enter")
        let rows = try first.waitForTitle("Order A-")
        let id = try #require(ScreenRows.orderID(in: rows))
        try first.sendKeys("q")
        #expect(try first.waitForExit() == .exited(0))

        // Another customer sees neither the cart nor the order.
        let (_, second) = try server.customer("bob")
        #expect(ScreenRows.topBar(try second.screen()).hasSuffix("Cart empty"))
        try second.sendKeys("O")
        _ = try second.waitFor("No orders yet")
        try second.sendKeys("q")
        #expect(try second.waitForExit() == .exited(0))

        // The owner lists it (with Alice's short fingerprint) and ships it.
        let listed = try PlainRun.run(["orders"], scratch: server.scratch)
        #expect(listed.termination == .exited(0))
        let line = listed.output.split(separator: "\n").first { $0.hasPrefix(id) } ?? ""
        #expect(line.contains(String(alice.fingerprint.prefix(19))), "\(listed.output)")
        #expect(line.hasSuffix("placed"))
        let shipped = try PlainRun.run(["orders", "ship", id], scratch: server.scratch)
        #expect(shipped.termination == .exited(0))
        #expect(shipped.output == "Order \(id) is shipped.\n")
        let again = try PlainRun.run(["orders", "ship", id], scratch: server.scratch)
        #expect(again.termination == .exited(2), "an order is shipped once")

        // Alice comes back to her order's screen, which now says it is shipped.
        try first.connect(alice.sshCommand(port: server.port))
        _ = try first.waitFor("· shipped")
        try first.sendKeys("q")
        #expect(try first.waitForExit() == .exited(0))
    }
}
