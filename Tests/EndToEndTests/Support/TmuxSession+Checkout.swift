import Testing

/// Filling in checkout the way a user does, one field at a time, waiting for each to show.
extension TmuxSession {
    /// What a test types into the shipping form.
    struct Address {
        var name = "Ada Lovelace"
        var email = "ada@example.com"
        var street = "10 Downing St"
        var city = "London"
        var postalCode = "SW1A 1AA"
        /// Keys pressed on the Country field, and the country they must pick.
        var countryKeys = ["u"]
        var country = "United Kingdom"
    }

    /// Waits for the checkout step `step` ("Shipping", "Payment", "Review") as the last crumb.
    @discardableResult
    func waitForStep(_ step: String, timeout: Duration = defaultTimeout) throws -> [String] {
        try waitUntil("the \(step) step", timeout: timeout) { rows in
            ScreenRows.isOnStep(step, in: rows)
                && rows.contains { $0.contains("Shipping › ") && $0.hasSuffix("Review") }
        }
    }

    /// Waits until the field labelled `label` has the focus.
    @discardableResult
    func waitForFocus(on label: String) throws -> [String] {
        try waitUntil("focus on “\(label)”") { ScreenRows.focusedField($0) == label }
    }

    /// Types `text` into `label`, which must have the focus, and waits until the field shows
    /// `shown` (the typed text itself unless the field formats it).
    @discardableResult
    func fill(_ label: String, with text: String, shown: String? = nil) throws -> [String] {
        let focused = try waitForFocus(on: label)
        let expected = shown ?? text
        // A kept address fills the form already (a customer back after a lost session, say):
        // typed again, it would read twice.
        if ScreenRows.fieldValue(label, in: focused) == expected { return focused }
        try type(text)
        return try waitUntil("“\(label)” to show “\(expected)”") {
            ScreenRows.fieldValue(label, in: $0) == expected
        }
    }

    /// On the first shipping field, fills in every field of `address` with Tab between them;
    /// ends with the focus on Country (the last field, where Enter submits).
    @discardableResult
    func fillShipping(_ address: Address = Address()) throws -> [String] {
        let texts = [
            ("Full name", address.name), ("Email", address.email), ("Street", address.street),
            ("City", address.city), ("Postal code", address.postalCode),
        ]
        for (label, text) in texts {
            if !text.isEmpty { try fill(label, with: text) }
            try sendKeys("Tab")
        }
        try waitForFocus(on: "Country")
        for key in address.countryKeys { try sendKeys(key) }
        return try waitUntil("Country to show “\(address.country)”") {
            ScreenRows.fieldValue("Country", in: $0) == address.country
        }
    }

    /// On the payment step with the focus on "Pay by": picks Card and types the number (shown
    /// grouped as `shownNumber`), then expiry and CVC when given. Ends with the focus on CVC.
    @discardableResult
    func payByCard(
        number: String, shownNumber: String, expiry: String? = nil, shownExpiry: String? = nil,
        cvc: String? = nil
    ) throws -> [String] {
        try waitForFocus(on: "Pay by")
        try sendKeys("Right")
        try waitUntil("Pay by Card") { ScreenRows.fieldValue("Pay by", in: $0) == "Card" }
        // Choosing the card puts focus in its number field: no Tab (issue 19, item 5).
        try waitForFocus(on: "Card number")
        var rows = try fill("Card number", with: number, shown: shownNumber)
        try sendKeys("Tab")
        if let expiry { rows = try fill("Expiry", with: expiry, shown: shownExpiry) }
        try sendKeys("Tab")
        if let cvc { rows = try fill("CVC", with: cvc) }
        return rows
    }

    /// From the cart on screen: Enter, the default address typed into Shipping, Enter, and
    /// waits for Payment; returns that screen.
    @discardableResult
    func checkOutToPayment() throws -> [String] {
        try sendKeys("Enter")
        try waitForStep("Shipping")
        try fillShipping()
        try sendKeys("Enter")
        return try waitForStep("Payment")
    }

    /// From Home, opens `category`, adds each of `products` with `a` and opens the cart, which
    /// must list them in that order with `total` ("Cart 2 · $21.00") at the top bar's end.
    func fillCart(with products: [String], total: String, category: String = "Tea Room") throws {
        try open(category)
        for (count, product) in products.enumerated() {
            try highlight(product)
            try sendKeys("a")
            try waitUntil("\(count + 1) in the cart") {
                ScreenRows.topBar($0).contains("Cart \(count + 1) · ")
            }
        }
        try sendKeys("c")
        let rows = try waitForTitle("Cart")
        #expect(ScreenRows.listNames(rows) == products)
        #expect(ScreenRows.topBar(rows).hasSuffix(total))
    }
}
