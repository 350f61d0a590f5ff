import Foundation
import Glibc
import Testing

/// Checkout by keys alone: from a full cart to a placed order, quitting halfway through a form,
/// and card details that never reach a file.
@Suite(
    "Checkout end to end",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"))
struct CheckoutEndToEndTests {
    /// A Luhn-valid Visa number unlike anything else the app writes, and a CVC to go with it.
    static let card = "4539148803436467"
    static let groupedCard = "4539 1488 0343 6467"
    static let cvc = "938"

    @Test("Home to confirmation by keys: two products, shipping to the UK, card, exact total")
    func fullPurchase() throws {
        let session = try TmuxSession()
        try session.launchWithFixture()
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
            number: Self.card, shownNumber: Self.groupedCard, expiry: "1249", shownExpiry: "12/49",
            cvc: Self.cvc)
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
        #expect(ScreenRows.fieldValue("Card number", in: rows) == Self.groupedCard)
        #expect(ScreenRows.fieldValue("Expiry", in: rows) == "12/49")
        #expect(ScreenRows.fieldValue("CVC", in: rows) == Self.cvc)
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
        try session.launchWithFixture()
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
        try session.launchWithFixture()
        try session.fillCart(with: ["Sencha Green"], total: "Cart 1 · $12.00")
        try session.sendKeys("Enter")
        try session.waitForStep("Shipping")
        try session.fillShipping()
        try session.sendKeys("Enter")
        try session.waitForStep("Payment")
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
        try session.type("\u{1b}[200~\(Self.groupedCard)\n\u{1b}[201~")
        rows = try session.waitUntil("the pasted number") {
            ScreenRows.fieldValue("Card number", in: $0) == Self.groupedCard
        }
        #expect(ScreenRows.focusedField(rows) == "Card number", "the paste did not move on")
        try session.sendKeys("Tab", "C-u")
        try session.fill("Expiry", with: "1249", shown: "12/49")
        try session.sendKeys("Tab", "C-w")
        try session.fill("CVC", with: Self.cvc)
        try session.sendKeys("Enter")
        rows = try session.waitForStep("Review")
        #expect(ScreenRows.amount("Payment", in: rows) == "Visa •••• 6467")
        #expect(ScreenRows.amount("Total", in: rows) == "$32.39")
    }

    @Test("Ctrl-C while typing the street; relaunch: Shipping, the text, the focus, the cursor")
    func quitMidStreet() throws {
        let session = try TmuxSession()
        let catalog = try session.launchWithFixture()
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
        // Mid-word, with the cursor one character back: "Stre|t", the missing "e" comes later.
        try session.fill("Street", with: "221B Baker Stret")
        try session.sendKeys("Left")
        // Ctrl-C is a signal and overtakes keys not yet read; the cursor does not show in a
        // plain capture, so wait for the save that follows the Left key.
        try session.waitForFile(session.navigationFile, "hold the street with the cursor at 15") {
            SavedNavigation.shippingField("street", in: $0).map { $0 == ("221B Baker Stret", 15) }
                == true
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
        try session.type("e")
        rows = try session.waitUntil("the typed letter in the street") {
            ScreenRows.fieldValue("Street", in: $0) != "221B Baker Stret"
        }
        #expect(ScreenRows.fieldValue("Street", in: rows) == "221B Baker Street")
        try session.sendKeys("End")
        try session.type(" 2")
        rows = try session.waitUntil("the street to grow at its end") {
            ScreenRows.fieldValue("Street", in: $0)?.hasSuffix(" 2") == true
        }
        #expect(ScreenRows.fieldValue("Street", in: rows) == "221B Baker Street 2")
    }

    @Test("quit at payment after typing a card: card fields empty, a notice, no digits on disk")
    func cardNeverStored() throws {
        let session = try TmuxSession()
        let catalog = try session.launchWithFixture()
        try session.fillCart(with: ["Sencha Green"], total: "Cart 1 · $12.00")
        try session.sendKeys("Enter")
        try session.waitForStep("Shipping")
        try session.fillShipping()
        try session.sendKeys("Enter")
        try session.waitForStep("Payment")
        try session.payByCard(number: Self.card, shownNumber: Self.groupedCard, cvc: Self.cvc)
        // A save within a second of the last change: the file then holds the card form's state.
        try session.waitForFile(session.navigationFile, "hold the payment step with focus on CVC") {
            SavedNavigation.paymentFocus(in: $0) == "cvc"
        }
        try session.sendKeys("C-c")
        _ = try session.waitForExit()
        try expectNoCardData(session, "after quitting at payment")

        try session.launch(["--catalog", catalog])
        let rows = try session.waitForStep("Payment")
        #expect(ScreenRows.fieldValue("Pay by", in: rows) == "Card", "the method is kept")
        for label in ["Card number", "Expiry", "CVC"] {
            let value = ScreenRows.fieldValue(label, in: rows)
            #expect(value != nil && value?.contains(where: \.isNumber) == false, "\(label) empty")
        }
        #expect(ScreenRows.notice(rows).contains("Card details are never saved"))
        try session.sendKeys("C-c")
        _ = try session.waitForExit()
        try expectNoCardData(session, "after the relaunch")
    }

    @Test("a placed order survives relaunch: listed under Your orders, opens; orders.json 0600")
    func orderAfterRelaunch() throws {
        let session = try TmuxSession()
        let catalog = try session.launchWithFixture()
        try session.fillCart(with: ["Tea Kettle"], total: "Cart 1 · $45.00", category: "Tools")
        try session.sendKeys("Enter")
        try session.waitForStep("Shipping")
        var address = TmuxSession.Address()
        address.postalCode = "12345"
        address.countryKeys = ["u", "u"]
        address.country = "United States"
        try session.fillShipping(address)
        try session.sendKeys("Enter")
        try session.waitForStep("Payment")
        try session.waitUntil("Pay by Invoice") {
            ScreenRows.fieldValue("Pay by", in: $0) == "Invoice"
        }
        try session.sendKeys("Enter")
        var rows = try session.waitForStep("Review")
        // US: 45.00 is under the 50.00 threshold, so 5.99 shipping; 7.25 % of 50.99 = 3.6968.
        #expect(ScreenRows.amount("Total", in: rows) == "$54.69")
        try session.sendKeys("Enter")
        rows = try session.waitForTitle("Order A-")
        let id = try #require(ScreenRows.orderID(in: rows))
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
        #expect(SavedNavigation.path(inFile: session.navigationFile) == ["order/\(id)"])

        let orders = session.dataHome + "/aisle/orders.json"
        var info = stat()
        #expect(stat(orders, &info) == 0, "orders.json exists")
        #expect(info.st_mode & 0o777 == 0o600, "mode \(String(info.st_mode & 0o777, radix: 8))")
        #expect(
            ScratchDirectory.contents(of: orders).map {
                String(decoding: $0, as: UTF8.self).contains(id)
            } == true)

        try session.launch(["--catalog", catalog, "--fresh"])
        rows = try session.waitForHome(highlighting: "Tea Room")
        #expect(ScreenRows.amount("Your orders", in: rows) == "1 order")
        try session.sendKeys("O")
        rows = try session.waitForTitle("Your orders")
        #expect(ScreenRows.highlighted(rows)?.hasPrefix(id) == true, "the order, newest first")
        #expect(ScreenRows.highlighted(rows)?.hasSuffix("$54.69") == true)
        try session.sendKeys("Enter")
        rows = try session.waitForTitle("Order \(id)")
        #expect(ScreenRows.crumbs(rows) == "1 Home › 2 Orders › 3 Order \(id)")
        #expect(ScreenRows.amount("1 × Tea Kettle", in: rows) == "$45.00")
        #expect(ScreenRows.amount("Total", in: rows) == "$54.69")
    }

    @Test(
        "quit on Review, relaunch: by invoice Review again; by card back on Payment, with why",
        arguments: [false, true])
    func quitOnReview(byCard: Bool) throws {
        let session = try TmuxSession()
        let catalog = try session.launchWithFixture()
        try session.fillCart(with: ["Genmaicha"], total: "Cart 1 · $9.00")
        try session.sendKeys("Enter")
        try session.waitForStep("Shipping")
        try session.fillShipping()
        try session.sendKeys("Enter")
        try session.waitForStep("Payment")
        if byCard {
            try session.payByCard(
                number: Self.card, shownNumber: Self.groupedCard, expiry: "1249",
                shownExpiry: "12/49", cvc: Self.cvc)
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
        try session.launchWithFixture()
        try session.fillCart(with: ["Sencha Green"], total: "Cart 1 · $12.00")
        try session.sendKeys("Enter")
        try session.waitForStep("Shipping")
        try session.fill("Full name", with: "Ada Lovelace")
        try session.sendKeys("C-c")
        _ = try session.waitForExit()
        #expect(
            SavedNavigation.path(inFile: session.navigationFile)
                == ["category/tea", "cart", "checkout/shipping"])

        let without = try session.scratch.write(
            FixtureCatalog.json(FixtureCatalog.standard.filter { $0.id != "t-1" }),
            to: "without-t-1.json")
        try session.launch(["--catalog", without])
        let rows = try session.waitForTitle("Cart")
        #expect(ScreenRows.crumbs(rows) == "1 Home › 2 Tea Room › 3 Cart")
        #expect(ScreenRows.topBar(rows).hasSuffix("Cart empty"))
        #expect(ScreenRows.notice(rows).contains("the cart is empty"), "\(rows.suffix(3))")
        // Enter must not start checkout from an empty cart; y then shows where we are.
        try session.sendKeys("Enter", "y")
        let after = try session.waitUntil("a copied link, or the Shipping step") {
            ScreenRows.notice($0).contains("Copied") || ScreenRows.isOnStep("Shipping", in: $0)
        }
        #expect(ScreenRows.notice(after).contains("Copied aisle://category/tea/cart"))
    }

    @Test("a price changed since the product went into the cart: new price and a marker")
    func changedPrice() throws {
        let session = try TmuxSession()
        try session.launchWithFixture()
        try session.fillCart(with: ["Sencha Green", "Genmaicha"], total: "Cart 2 · $21.00")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
        var items = FixtureCatalog.standard
        items[0].price = 1500
        let dearer = try session.scratch.write(FixtureCatalog.json(items), to: "dearer.json")

        try session.launch(["--catalog", dearer])
        var rows = try session.waitForTitle("Cart")
        #expect(ScreenRows.topBar(rows).hasSuffix("Cart 2 · $24.00"))
        let changed = try #require(rows.first { $0.contains("Sencha Green") })
        let unchanged = try #require(rows.first { $0.contains("Genmaicha") })
        #expect(ScreenRows.columns(unchanged) == ["Genmaicha", "1", "$9.00", "$9.00"])
        #expect(ScreenRows.columns(changed) == ["Sencha Green", "1", "$15.00*", "$15.00*"])
        #expect(rows.contains { $0.contains("* price changed since you added it") })

        try session.sendKeys("Enter")
        try session.waitForStep("Shipping")
        try session.fillShipping()
        try session.sendKeys("Enter")
        try session.waitForStep("Payment")
        try session.sendKeys("Enter")
        rows = try session.waitForStep("Review")
        #expect(ScreenRows.amount("1 × Sencha Green", in: rows) == "$15.00 *")
        #expect(ScreenRows.amount("1 × Genmaicha", in: rows) == "$9.00")
        #expect(ScreenRows.amount("Subtotal", in: rows) == "$24.00")
    }

    /// No file under the app's home, state or data directory holds the card number (grouped,
    /// bare, or its first twelve digits) or the CVC, while the same search does find the street.
    private func expectNoCardData(_ session: TmuxSession, _ when: String) throws {
        let directories = [session.home, session.stateHome, session.dataHome]
        let files = directories.flatMap(ScratchDirectory.allFiles(under:))
        #expect(files.contains(session.navigationFile), "the search sees navigation.json \(when)")
        #expect(
            !ScratchDirectory.occurrences(of: ["10 Downing St"], under: directories).isEmpty,
            "the search finds what is saved (the street) \(when)")
        let needles = [Self.card, Self.groupedCard, String(Self.card.prefix(12)), Self.cvc]
        let found = ScratchDirectory.occurrences(of: needles, under: directories)
        #expect(found.isEmpty, "card data on disk \(when): \(found)")
    }
}
