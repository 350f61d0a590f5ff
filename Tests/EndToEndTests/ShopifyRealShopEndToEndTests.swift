import Foundation
import Testing

/// Real shops' exports as an owner and a shopper meet them: a product Shopify does not track
/// is bought and ordered; a Vietnamese shop's prices are dong, without decimals, from the
/// list to `aisle orders`; a bad product among good ones is left out, named, and the rest
/// opens (status 0).
@Suite(
    "Real Shopify exports end to end", .timeLimit(.minutes(20)),
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"))
struct ShopifyRealShopEndToEndTests {
    typealias Card = TmuxSession.TestCard

    static let header =
        "Handle,Title,Vendor,Type,Variant Inventory Tracker,Variant Inventory Qty,"
        + "Variant Inventory Policy,Variant Price\n"

    /// From the cart on screen to the placed order's screen; returns its rows.
    static func placeOrder(_ session: TmuxSession) throws -> [String] {
        try session.checkOutToPayment()
        try session.payByCard(
            number: Card.number, shownNumber: Card.grouped, expiry: "1249", shownExpiry: "12/49",
            cvc: Card.cvc)
        try session.sendKeys("Enter")
        try session.waitForStep("Review")
        try session.sendKeys("Enter")
        return try session.waitForTitle("Order A-")
    }

    @Test("an untracked product with nothing counted is in stock, bought and ordered")
    func untrackedProductSells() throws {
        let session = try TmuxSession()
        let file = try session.scratch.write(
            Self.header + "art-print,Art Print,Studio,Prints,,0,deny,25.00\n",
            to: "products_export.csv")
        try session.launch(["--catalog", file])
        try session.waitForHome(highlighting: "Prints")
        let shelf = try session.open("Prints")
        #expect(shelf.contains { $0.contains("Art Print") && $0.contains("in stock") })
        try session.highlight("Art Print")
        try session.sendKeys("a")
        try session.waitUntil("one in the cart") { ScreenRows.topBar($0).contains("Cart 1 · ") }
        try session.sendKeys("a")
        try session.waitUntil("two in the cart") { ScreenRows.topBar($0).contains("Cart 2 · ") }
        try session.sendKeys("c")
        try session.waitForTitle("Cart")
        let order = try Self.placeOrder(session)
        #expect(ScreenRows.notice(order).contains("is placed"))
        #expect(ScreenRows.amount("2 × Art Print", in: order) == "$50.00")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
    }

    @Test("a VND shop: dong without decimals in the list, checkout and aisle orders")
    func dongWithoutDecimals() throws {
        let session = try TmuxSession()
        let file = try session.scratch.write(
            Self.header + "ring,Silver Ring,Kim,Rings,shopify,5,deny,1200000\n",
            to: "products_export.csv")
        try session.launch(["--catalog", file, "--currency", "VND"])
        try session.waitForHome(highlighting: "Rings")
        let shelf = try session.open("Rings")
        #expect(shelf.contains { $0.contains("1,200,000 ₫") }, "\(shelf)")
        try session.highlight("Silver Ring")
        try session.sendKeys("a")
        try session.waitUntil("in the cart") { ScreenRows.topBar($0).contains("1,200,000 ₫") }
        try session.sendKeys("c")
        let cart = try session.waitForTitle("Cart")
        #expect(cart.contains { $0.contains("Silver Ring") && $0.contains(" 1,200,000 ₫") })
        try session.checkOutToPayment()
        try session.payByCard(
            number: Card.number, shownNumber: Card.grouped, expiry: "1249", shownExpiry: "12/49",
            cvc: Card.cvc)
        try session.sendKeys("Enter")
        // To the United Kingdom: US$14.99 is 390,000 ₫ (below 2,600,000 ₫); 20 % tax on
        // 1,590,000 ₫. Before shipping was converted it read 14.99 as 1,499 ₫.
        let review = try session.waitForStep("Review")
        #expect(ScreenRows.amount("Shipping", in: review) == "390,000 ₫", "\(review)")
        #expect(ScreenRows.amount("Tax", in: review) == "318,000 ₫", "\(review)")
        #expect(ScreenRows.amount("Total", in: review) == "1,908,000 ₫", "\(review)")
        try session.sendKeys("Enter")
        let order = try session.waitForTitle("Order A-")
        let total = try #require(ScreenRows.amount("Total", in: order))
        #expect(total == "1,908,000 ₫", "\(order)")
        #expect(order.contains { $0.contains("shipping 390,000 ₫") }, "\(order)")
        try session.sendKeys("O")
        let orders = try session.waitForTitle("Your orders")
        #expect(orders.contains { $0.contains("· placed") && $0.contains(" 1,908,000 ₫") })
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
        let listed = try PlainRun.run(["orders"], scratch: session.scratch)
        #expect(listed.termination == .exited(0))
        #expect(listed.output.contains(" 1,908,000 ₫"), "\(listed.output)")
        let number = try #require(ScreenRows.orderID(in: order))
        let slip = try PlainRun.run(["orders", "show", number], scratch: session.scratch)
        #expect(slip.output.contains("Shipping") && slip.output.contains(" 390,000 ₫"))
        #expect(!slip.output.contains(".00"), "\(slip.output)")
    }

    @Test("a bad product among good ones: left out and named, the rest imported, status 0")
    func badProductIsLeftOut() throws {
        let scratch = try ScratchDirectory()
        let file = try scratch.write(
            Self.header + "good,Good,Acme,Pots,shopify,3,deny,10.00\n"
                + "bad,Bad,Acme,Pots,shopify,3,deny,\"12,50\"\n"
                + "fine,Fine,Acme,Pots,shopify,3,deny,11.00\n",
            to: "products_export.csv")
        let result = try PlainRun.run(["link", "--catalog", file], scratch: scratch)
        #expect(result.termination == .exited(0), "\(result.error)")
        #expect(result.error.contains("line 3, products[1] (id \"bad\"): \"Variant Price\""))
        #expect(result.error.contains("Left out 1 product with problems"))
        #expect(result.error.contains("imported 2"))
        let strict = try PlainRun.run(["link", "--strict", "--catalog", file], scratch: scratch)
        #expect(strict.termination == .exited(2))
    }
}
