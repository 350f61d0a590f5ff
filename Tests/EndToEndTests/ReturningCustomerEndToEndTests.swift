import Testing

/// A returning customer in a real terminal: after one order, the next checkout uses the saved
/// address and invoice with three keys from the cart.
@Suite(
    "Returning customer end to end",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20)))
struct ReturningCustomerEndToEndTests {
    @Test("second visit: Enter, Enter, Enter from the cart is Review, to the saved address")
    func threeKeysToReview() throws {
        let session = try TmuxSession()
        let catalog = try session.launchStandard()
        try session.fillCart(with: ["Sencha Green"], total: "Cart 1 · $12.00")
        try session.checkOutToPayment()
        try session.sendKeys("Enter")
        try session.waitForStep("Review")
        try session.sendKeys("Enter")
        try session.waitForTitle("Order A-")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))

        try session.launch(["--catalog", catalog, "--fresh"])
        try session.waitForHome(highlighting: "Tea Room")
        try session.fillCart(with: ["Genmaicha"], total: "Cart 1 · $9.00")
        // The three keys, each waited for.
        try session.sendKeys("Enter")
        let shipping = try session.waitForStep("Shipping")
        // The address gives way to the keys at 80 columns.
        let saved = shipping.first { $0.contains("Ship to Ada Lovelace, 10 Downing St, SW1A") }
        #expect(saved?.trimmed.hasSuffix("… — Enter to use, ↑ to edit") == true)
        #expect(ScreenRows.focusedField(shipping) == "Country")
        try session.sendKeys("Enter")
        try session.waitForStep("Payment")
        try session.sendKeys("Enter")
        let review = try session.waitForStep("Review")
        #expect(ScreenRows.amount("Ship to", in: review)?.contains("SW1A 1AA") == true)
        #expect(ScreenRows.amount("Payment", in: review) == "Invoice")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
    }
}
