/// Checkout as a customer in the United States does it, from the cart to Review.
extension TmuxSession {
    /// From the cart on screen: Enter, a US address typed into Shipping, Enter, Invoice (the
    /// default for it) and Enter; waits for Review and returns it.
    @discardableResult
    func reviewFromCart() throws -> [String] {
        try sendKeys("Enter")
        var rows = try waitForStep("Shipping")
        // A Shipping form restored from a saved path keeps the field it had: back to the first.
        for _ in 0..<8 where ScreenRows.focusedField(rows) != "Full name" {
            let before = ScreenRows.focusedField(rows)
            try sendKeys("BTab")
            rows = try waitUntil("the focus to move") { ScreenRows.focusedField($0) != before }
        }
        var address = Address()
        address.postalCode = "12345"
        address.countryKeys = ["u", "u"]
        address.country = "United States"
        try fillShipping(address)
        try sendKeys("Enter")
        try waitForStep("Payment")
        try waitUntil("Pay by Invoice") { ScreenRows.fieldValue("Pay by", in: $0) == "Invoice" }
        try sendKeys("Enter")
        return try waitForStep("Review")
    }
}
