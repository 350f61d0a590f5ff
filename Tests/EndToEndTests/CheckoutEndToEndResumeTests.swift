import Foundation
import Testing

/// Checkout by keys, quit halfway and relaunched: the step, the typed text, the focus and the
/// cursor come back, and what cannot come back is said.
@Suite(
    "Checkout end to end: quit and relaunch",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20)))
struct CheckoutEndToEndResumeTests {
    typealias Card = TmuxSession.TestCard

    @Test("Ctrl-C while typing the street; relaunch: Shipping, the text, the focus, the cursor")
    func quitMidStreet() throws {
        let session = try TmuxSession()
        let catalog = try session.launchStandard()
        try session.fillCart(with: ["Sencha Green"], total: "Cart 1 · $12.00")
        try session.sendKeys("Enter")
        try session.waitForStep("Shipping")
        // Letters that are shortcuts elsewhere (a, c, q, y, O, k) must land in the field.
        try session.fill("Full name", with: "Jacqueline O'Casey")
        try session.sendKeys("Tab")
        try session.fill("Email", with: "jo@example.com")
        try session.sendKeys("Tab", "Tab")
        try session.fill("City", with: "Malmö")
        try session.sendKeys("BTab")
        // Mid-word: the address is the user's profile, in the database, and comes back with
        // the cursor at its end.
        try session.fill("Street", with: "221B Baker Stree")
        // Ctrl-C is a signal and overtakes keys not yet read: wait until the screen shows the
        // last letter; the signal's save then keeps it.
        try session.waitUntil("the street typed") {
            ScreenRows.fieldValue("Street", in: $0) == "221B Baker Stree"
        }
        try session.sendKeys("C-c")
        _ = try session.waitForExit()
        #expect(
            SavedNavigation.path(inFile: session.navigationFile)
                == ["category/tea", "cart", "checkout/shipping"])

        try session.launch(["--catalog", catalog])
        var rows = try session.waitForStep("Shipping")
        #expect(ScreenRows.crumbs(rows) == "1 Home › 2 Tea Room › 3 Cart › 4 Shipping")
        #expect(ScreenRows.fieldValue("Full name", in: rows) == "Jacqueline O'Casey")
        #expect(ScreenRows.fieldValue("Email", in: rows) == "jo@example.com")
        #expect(ScreenRows.fieldValue("City", in: rows) == "Malmö")
        #expect(ScreenRows.fieldValue("Postal code", in: rows) == "")
        #expect(ScreenRows.focusedField(rows) == "Street")
        #expect(
            SavedUserData.read(dataHome: session.dataHome, catalog: catalog)?.profile?.street
                == "221B Baker Stree")
        try session.type("t")
        rows = try session.waitUntil("the typed letter in the street") {
            ScreenRows.fieldValue("Street", in: $0) != "221B Baker Stree"
        }
        #expect(ScreenRows.fieldValue("Street", in: rows) == "221B Baker Street")
        try session.sendKeys("End")
        try session.type(" 2")
        rows = try session.waitUntil("the street to grow at its end") {
            ScreenRows.fieldValue("Street", in: $0)?.hasSuffix(" 2") == true
        }
        #expect(ScreenRows.fieldValue("Street", in: rows) == "221B Baker Street 2")
    }

    @Test(
        "quit on Review, relaunch: by invoice Review again; by card back on Payment, with why",
        arguments: [false, true])
    func quitOnReview(byCard: Bool) throws {
        let session = try TmuxSession()
        let catalog = try session.launchStandard()
        try session.fillCart(with: ["Genmaicha"], total: "Cart 1 · $9.00")
        try session.checkOutToPayment()
        if byCard {
            try session.payByCard(
                number: Card.number, shownNumber: Card.grouped, expiry: "1249",
                shownExpiry: "12/49", cvc: Card.cvc)
        }
        try session.sendKeys("Enter")
        try session.waitForStep("Review")
        try session.sendKeys("C-c")
        _ = try session.waitForExit()

        try session.launch(["--catalog", catalog])
        // 9.00 + 14.99 = 23.99; 20 % tax = 4.798.
        if byCard {
            let rows = try session.waitForStep("Payment")
            #expect(ScreenRows.fieldValue("Pay by", in: rows) == "Card")
            #expect(ScreenRows.fieldValue("Card number", in: rows) == "")
            #expect(ScreenRows.notice(rows).contains("enter them again"), "\(rows.suffix(3))")
        } else {
            let rows = try session.waitForStep("Review")
            #expect(ScreenRows.amount("Total", in: rows) == "$28.79")
            #expect(ScreenRows.amount("Payment", in: rows)?.contains("Invoice") == true)
        }
    }

    @Test("quit at Shipping; the product is gone at relaunch: the cart, empty, and why")
    func restoreWithEmptyCart() throws {
        let session = try TmuxSession()
        let catalog = try session.launchStandard()
        try session.fillCart(with: ["Sencha Green"], total: "Cart 1 · $12.00")
        try session.sendKeys("Enter")
        try session.waitForStep("Shipping")
        try session.fill("Full name", with: "Ada Lovelace")
        try session.sendKeys("C-c")
        _ = try session.waitForExit()
        #expect(
            SavedNavigation.path(inFile: session.navigationFile)
                == ["category/tea", "cart", "checkout/shipping"])

        // The same catalog file, changed (another file would be another catalog's session).
        try session.scratch.write(
            FixtureCatalog.json(FixtureCatalog.standard.filter { $0.id != "t-1" }),
            to: "catalog.json")
        try session.launch(["--catalog", catalog])
        let rows = try session.waitForTitle("Cart")
        #expect(ScreenRows.crumbs(rows) == "1 Home › 2 Tea Room › 3 Cart")
        #expect(ScreenRows.topBar(rows).hasSuffix("Cart empty"))
        #expect(ScreenRows.notice(rows).contains("the cart is empty"), "\(rows.suffix(3))")
        // Enter must not start checkout from an empty cart; y then shows where we are.
        try session.sendKeys("Enter", "y")
        let after = try session.waitUntil("a link sent, or the Shipping step") {
            ScreenRows.notice($0).contains("Sent") || ScreenRows.isOnStep("Shipping", in: $0)
        }
        #expect(ScreenRows.notice(after).contains("Sent aisle://category/tea/cart"))
    }
}
