import Glibc
import Testing

/// A customer's screens and cart follow them from host to host: both are in the shop's
/// database, not in files of the host they left (issue 29, item 3).
@Suite(
    "Several hosts: a customer comes back through another host",
    .enabled(if: ShopHosts.available, "\(ShopHosts.unavailableReason)"),
    .timeLimit(.minutes(20)))
struct MultiHostReturnTests {
    @Test("leave host 1 on a product with one in the cart, come back through host 3: the same")
    func sameScreenAndCartThroughAnotherHost() throws {
        let shop = try ShopHosts(hosts: 3)
        defer { shop.close() }
        let customer = try shop.customer("wanderer", on: 1)
        let session = customer.session
        try session.open("Tools")
        try session.highlight("Tea Kettle")
        try session.sendKeys("a")
        try session.waitUntil("one in the cart") { ScreenRows.topBar($0).contains("Cart 1 · ") }
        try session.sendKeys("Enter")
        try session.waitForTitle("Tea Kettle")
        try customer.leave()

        try customer.start(on: shop.host(3))
        try session.waitUntil("the Tea Kettle's page with the cart of one") { rows in
            rows.count > 2 && rows[2].trimmed.hasPrefix("Tea Kettle")
                && ScreenRows.topBar(rows).hasSuffix("Cart 1 · $45.00")
        }
        try customer.leave()
    }
}
