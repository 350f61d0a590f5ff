import Testing

/// Another host's order shows on every host's screens by itself (issue 29, item 3: PostgreSQL
/// `LISTEN`/`NOTIFY`), no key pressed.
@Suite(
    "Several hosts: another host's order shows at once",
    .enabled(if: ShopHosts.available, "\(ShopHosts.unavailableReason)"),
    .timeLimit(.minutes(20)))
struct MultiHostLiveStockTests {
    /// How soon the watcher's figure must change after the buyer's screen says placed. The
    /// issue asks for a second; the bound is wider because the test sees both screens through
    /// tmux, one poll after the other, on a loaded machine. The time taken is printed.
    static let bound: Duration = .seconds(3)

    @Test("an order on host 2 changes the stock on host 1's product screen within a second")
    func stockFollowsAnotherHostsOrder() throws {
        let shop = try ShopHosts(hosts: 2)
        defer { shop.close() }
        let watcher = try shop.customer("watcher", on: 1)
        try watcher.session.open("Tools")
        try watcher.session.open("Tea Kettle")
        try watcher.session.waitFor("10 in stock")

        let buyer = try shop.customer("buyer", on: 2)
        try buyer.session.fillCart(
            with: ["Tea Kettle"], total: "Cart 1 · $45.00", category: "Tools")
        try buyer.session.reviewFromCart()
        try buyer.session.sendKeys("Enter")
        try buyer.session.waitUntil("the order placed", timeout: .seconds(60)) {
            ScreenRows.orderID(in: $0) != nil
        }
        let clock = ContinuousClock()
        let placed = clock.now
        let rows = try watcher.session.waitUntil("9 in stock on host 1", timeout: .seconds(30)) {
            rows in
            let text = ScreenRows.text(rows)
            return text.contains("9 in stock") && !text.contains("10 in stock")
        }
        let took = placed.duration(to: clock.now)
        print("live stock: host 1 showed host 2's order \(took) after the buyer's screen did")
        #expect(took <= Self.bound, "host 1 showed it after \(took)")
        #expect(
            ScreenRows.text(rows).contains("Tea Kettle"), "still on the product, no key pressed")
    }
}
