import Foundation
import Testing

/// A product sold in variants, by keys alone: choose one, add it, quit and come back to the
/// same choice, and order it under its own name (issue 21, item 2).
@Suite(
    "Variants end to end",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20)))
struct VariantEndToEndTests {
    static let catalog = #"""
        {"currency": "USD",
         "categories": [{"id": "apparel", "name": "Apparel"}],
         "sellers": [{"id": "s-aisle", "name": "Aisle Goods", "about": "Things."}],
         "products": [
          {"id": "mug", "name": "Aisle Mug", "category": "apparel", "seller": "s-aisle",
           "price": 1200, "stock": 5, "description": "A mug."},
          {"id": "tee", "name": "Aisle Tee", "category": "apparel", "seller": "s-aisle",
           "description": "Soft cotton tee.", "options": ["Size", "Colour"],
           "variants": [
            {"id": "TEE-S-BLK", "values": ["S", "Black"], "price": 1800, "stock": 4},
            {"id": "TEE-M-BLK", "values": ["M", "Black"], "price": 1800, "stock": 0},
            {"id": "TEE-M-BLU", "values": ["M", "Blue"], "price": 2000, "stock": 3},
            {"id": "TEE-L-BLU", "values": ["L", "Blue"], "price": 2200, "stock": 1}]}]}
        """#

    @Test("choose M / Blue, add it, relaunch onto it, and order it by name")
    func chooseAddRelaunchAndOrder() throws {
        let session = try TmuxSession()
        let catalog = try session.scratch.write(Self.catalog, to: "shop.json")
        try session.launch(["--catalog", catalog])
        try session.waitFor("Apparel")
        try session.open("Apparel")
        let list = try session.waitFor("from $18.00")
        #expect(list.contains { $0.contains("Aisle Tee") && $0.contains("8 in stock") })
        try session.open("Aisle Tee")
        try session.waitFor("$18.00 · 4 in stock")
        try session.sendKeys("v")
        try session.waitFor("$18.00 · out of stock")
        try session.sendKeys("v")
        try session.waitFor("$20.00 · 3 in stock")
        try session.sendKeys("a")
        try session.waitFor("Cart 1 · $20.00")

        try session.sendKeys("q")
        _ = try session.waitForExit()
        try session.launch(["--catalog", catalog])
        let page = try session.waitFor("$20.00 · 3 in stock · 1 in cart")
        #expect(ScreenRows.crumbs(page) == "1 Home › 2 Apparel › 3 Aisle Tee")

        try Self.checkOut(session, line: "Aisle Tee — M / Blue", price: "$20.00")
    }

    @Test("the shipped Shopify example: pick S / Navy, add, relaunch onto it, check out")
    func shopifyExampleToAnOrder() throws {
        let session = try TmuxSession()
        let example = ShopifyCSVEndToEndTests.example
        try session.launch(["--catalog", example])
        try session.waitForHome(highlighting: "Shirts & Tops")
        try session.open("Shirts & Tops")
        try session.sendKeys("Enter")
        try session.waitFor("$68.00 · 4 in stock")
        try session.sendKeys("v")
        try session.waitFor("$68.00 · 2 in stock")
        try session.sendKeys("a")
        try session.waitUntil("one item in the cart") { ScreenRows.topBar($0).contains("Cart 1") }

        try session.sendKeys("q")
        _ = try session.waitForExit()
        try session.launch(["--catalog", example])
        let page = try session.waitFor("$68.00 · 2 in stock · 1 in cart")
        #expect(ScreenRows.crumbs(page).hasSuffix("Linen Shirt"))

        try Self.checkOut(session, line: "Linen Shirt — S / Navy", price: "$68.00")
    }

    /// From a product page with one line in the cart: the cart lists `line`, and checking out
    /// by card shows it on Review at `price` and in the order placed.
    static func checkOut(_ session: TmuxSession, line: String, price: String) throws {
        try session.sendKeys("c")
        let cart = try session.waitForTitle("Cart")
        #expect(ScreenRows.listNames(cart) == [line])
        try session.checkOutToPayment()
        try session.payByCard(
            number: TmuxSession.TestCard.number, shownNumber: TmuxSession.TestCard.grouped,
            expiry: "1249", shownExpiry: "12/49", cvc: TmuxSession.TestCard.cvc)
        try session.sendKeys("Enter")
        let review = try session.waitForStep("Review")
        #expect(ScreenRows.amount("1 × \(line)", in: review) == price)
        try session.sendKeys("Enter")
        let order = try session.waitForTitle("Order A-")
        #expect(ScreenRows.text(order).contains(line))
    }
}
