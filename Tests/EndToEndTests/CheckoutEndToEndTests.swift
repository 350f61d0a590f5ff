import Foundation
import Testing

/// Checkout by keys alone: from a full cart to a placed order, the problems each step shows, and
/// a price that changed while the product sat in the cart.
@Suite(
    "Checkout end to end",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20)))
struct CheckoutEndToEndTests {
    typealias Card = TmuxSession.TestCard

    @Test("Home to confirmation by keys: two products, shipping to the UK, card, exact total")
    func fullPurchase() throws {
        let session = try TmuxSession()
        try session.launchStandard()
        try session.fillCart(with: ["Sencha Green", "Genmaicha"], total: "Cart 2 · $21.00")
        try session.sendKeys("Enter")
        var rows = try session.waitForStep("Shipping")
        #expect(ScreenRows.crumbs(rows) == "1 Home › 2 Tea Room › 3 Cart › 4 Shipping")
        #expect(ScreenRows.focusedField(rows) == "Full name", "the form starts at its first field")

        rows = try session.fillShipping()
        #expect(ScreenRows.text(rows).contains("$14.99"), "the UK shipping fee is shown")
        try session.sendKeys("Enter")
        rows = try session.waitForStep("Payment")
        #expect(rows.contains { $0.trimmed == "✓ Shipping › Payment › Review" })

        try session.payByCard(
            number: Card.number, shownNumber: Card.grouped, expiry: "1249", shownExpiry: "12/49",
            cvc: Card.cvc)
        #expect(
            ScreenRows.fieldRow("Card number", in: try session.screen())?.hasSuffix("Visa") == true)
        try session.sendKeys("Enter")
        rows = try session.waitForStep("Review")
        // 21.00 + 14.99 shipping (UK, under the 100.00 threshold) = 35.99; 20 % tax = 7.198.
        #expect(ScreenRows.amount("Subtotal", in: rows) == "$21.00")
        #expect(ScreenRows.amount("Shipping", in: rows) == "$14.99")
        #expect(ScreenRows.amount("Tax", in: rows) == "$7.20")
        #expect(ScreenRows.amount("Total", in: rows) == "$43.19")
        #expect(ScreenRows.amount("Payment", in: rows) == "Visa •••• 6467")
        #expect(ScreenRows.amount("Ship to", in: rows)?.contains("SW1A 1AA") == true)
        #expect(ScreenRows.amount("1 × Sencha Green", in: rows) == "$12.00")
        #expect(ScreenRows.amount("1 × Genmaicha", in: rows) == "$9.00")

        // Back to Payment keeps what was typed (in memory only); Enter on CVC comes back here.
        try session.sendKeys("Escape")
        rows = try session.waitForStep("Payment")
        #expect(ScreenRows.fieldValue("Card number", in: rows) == Card.grouped)
        #expect(ScreenRows.fieldValue("Expiry", in: rows) == "12/49")
        #expect(ScreenRows.fieldValue("CVC", in: rows) == Card.cvc)
        try session.waitForFocus(on: "CVC")
        try session.sendKeys("Enter")
        rows = try session.waitForStep("Review")
        #expect(ScreenRows.amount("Total", in: rows) == "$43.19")

        try session.sendKeys("Enter")
        rows = try session.waitForTitle("Order A-")
        let id = try #require(ScreenRows.orderID(in: rows), "an order id A-YYMMDD-XXXX: \(rows[2])")
        #expect(ScreenRows.crumbs(rows) == "1 Home › 2 Order \(id)")
        #expect(ScreenRows.topBar(rows).hasSuffix("Cart empty"))
        #expect(ScreenRows.notice(rows).contains("Thank you! Order \(id) is placed."))
        #expect(ScreenRows.amount("Total", in: rows) == "$43.19")
        try session.sendKeys("Left")
        rows = try session.waitForHome(highlighting: "Tea Room")
        #expect(ScreenRows.amount("Your orders", in: rows) == "1 order")
    }

    @Test("a bad email, an empty street and a bad postcode: messages beside them, same step")
    func validation() throws {
        let session = try TmuxSession()
        try session.launchStandard()
        try session.fillCart(with: ["Sencha Green"], total: "Cart 1 · $12.00")
        try session.sendKeys("Enter")
        try session.waitForStep("Shipping")
        var address = TmuxSession.Address()
        address.email = "ada@example"
        address.street = ""
        address.postalCode = "12345"
        try session.fillShipping(address)
        try session.sendKeys("Enter")
        let rows = try session.waitUntil("a problem beside Email") {
            ScreenRows.fieldRow("Email", in: $0)?.contains("not an email address") == true
        }
        #expect(ScreenRows.isOnStep("Shipping", in: rows), "still on Shipping")
        #expect(ScreenRows.focusedField(rows) == "Email", "the cursor on the first bad field")
        #expect(ScreenRows.fieldRow("Street", in: rows)?.hasSuffix("required") == true)
        #expect(ScreenRows.fieldRow("Postal code", in: rows)?.hasSuffix("like SW1A 1AA") == true)
        #expect(ScreenRows.fieldRow("Full name", in: rows)?.hasSuffix("_") == true, "no problem")
        #expect(!rows.contains { $0.contains("✓ Shipping") })
    }

    @Test("a bad card: problems beside each field; Ctrl-U, a paste and Ctrl-W put it right")
    func cardValidation() throws {
        let session = try TmuxSession()
        try session.launchStandard()
        try session.fillCart(with: ["Sencha Green"], total: "Cart 1 · $12.00")
        try session.checkOutToPayment()
        // The last digit spoils the check digit; January 2020 is past; a CVC needs three.
        try session.payByCard(
            number: "4242424242424241", shownNumber: "4242 4242 4242 4241", expiry: "0120",
            shownExpiry: "01/20", cvc: "12")
        try session.sendKeys("Enter")
        var rows = try session.waitUntil("a problem beside Card number") {
            ScreenRows.fieldRow("Card number", in: $0)?.hasSuffix("check the number") == true
        }
        #expect(ScreenRows.isOnStep("Payment", in: rows))
        #expect(ScreenRows.focusedField(rows) == "Card number")
        #expect(ScreenRows.fieldRow("Expiry", in: rows)?.hasSuffix("expired") == true)
        #expect(ScreenRows.fieldRow("CVC", in: rows)?.hasSuffix("3 digits") == true)

        try session.sendKeys("C-u")
        try session.waitUntil("Card number cleared") {
            ScreenRows.fieldValue("Card number", in: $0) == ""
        }
        // A bracketed paste: the text goes in whole, its newline is not an Enter.
        try session.type("\u{1b}[200~\(Card.grouped)\n\u{1b}[201~")
        rows = try session.waitUntil("the pasted number") {
            ScreenRows.fieldValue("Card number", in: $0) == Card.grouped
        }
        #expect(ScreenRows.focusedField(rows) == "Card number", "the paste did not move on")
        try session.sendKeys("Tab", "C-u")
        try session.fill("Expiry", with: "1249", shown: "12/49")
        try session.sendKeys("Tab", "C-w")
        try session.fill("CVC", with: Card.cvc)
        try session.sendKeys("Enter")
        rows = try session.waitForStep("Review")
        #expect(ScreenRows.amount("Payment", in: rows) == "Visa •••• 6467")
        #expect(ScreenRows.amount("Total", in: rows) == "$32.39")
    }

    @Test("a price changed since the product went into the cart: new price and a marker")
    func changedPrice() throws {
        let session = try TmuxSession()
        let catalog = try session.launchStandard()
        try session.fillCart(with: ["Sencha Green", "Genmaicha"], total: "Cart 2 · $21.00")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
        var items = FixtureCatalog.standard
        items[0].price = 1500
        // The same catalog file, changed (another file would be another catalog's cart).
        try session.scratch.write(FixtureCatalog.json(items), to: "catalog.json")

        try session.launch(["--catalog", catalog])
        var rows = try session.waitForTitle("Cart")
        #expect(ScreenRows.topBar(rows).hasSuffix("Cart 2 · $24.00"))
        let changed = try #require(rows.first { $0.contains("Sencha Green") })
        let unchanged = try #require(rows.first { $0.contains("Genmaicha") })
        #expect(ScreenRows.columns(unchanged) == ["Genmaicha", "1", "$9.00", "$9.00"])
        #expect(ScreenRows.columns(changed) == ["Sencha Green", "1", "$15.00*", "$15.00*"])
        #expect(rows.contains { $0.contains("* price changed since you added it") })

        try session.checkOutToPayment()
        try session.sendKeys("Enter")
        rows = try session.waitForStep("Review")
        #expect(ScreenRows.amount("1 × Sencha Green", in: rows) == "$15.00 *")
        #expect(ScreenRows.amount("1 × Genmaicha", in: rows) == "$9.00")
        #expect(ScreenRows.amount("Subtotal", in: rows) == "$24.00")
    }
}
