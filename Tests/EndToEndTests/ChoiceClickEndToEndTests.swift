import Testing

/// The payment method is chosen with the mouse: a click on the focused choice's `›` (issue
/// 30, item 15).
@Suite(
    "Choice clicks end to end",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20)))
struct ChoiceClickEndToEndTests {
    @Test("Pay by ‹ Invoice ›: a click on › makes it Card, on ‹ Invoice again")
    func clickChoosesThePaymentMethod() throws {
        let session = try TmuxSession()
        try session.launchStandard()
        try session.fillCart(with: ["Sencha Green"], total: "Cart 1 · $12.00")
        var rows = try session.checkOutToPayment()
        rows = try session.waitUntil("the method focused") { rows in
            rows.contains { $0.contains("Pay by") && $0.contains("›") }
        }
        let row = try #require(rows.firstIndex { $0.contains("Pay by") })
        let line = rows[row]
        let wasCard = line.contains("Card")
        let arrow = try #require(line.range(of: "›"))
        try session.click(row: row, column: DisplayWidth.of(line[..<arrow.lowerBound]))
        rows = try session.waitUntil("the other method") { rows in
            rows.contains { $0.contains("Pay by") && $0.contains(wasCard ? "Invoice" : "Card") }
        }
        // Card moves the focus on to the card number: a click on the method focuses it again,
        // and then its ‹ goes back.
        var changed = try #require(rows.first { $0.contains("Pay by") })
        let method = try #require(changed.range(of: wasCard ? "Invoice" : "Card"))
        if !changed.contains("‹") {
            try session.click(row: row, column: DisplayWidth.of(changed[..<method.lowerBound]))
            rows = try session.waitUntil("the method focused again") { rows in
                rows.contains { $0.contains("Pay by") && $0.contains("‹") }
            }
            changed = try #require(rows.first { $0.contains("Pay by") })
        }
        let back = try #require(changed.range(of: "‹"))
        try session.click(row: row, column: DisplayWidth.of(changed[..<back.lowerBound]))
        try session.waitUntil("the first method again") { rows in
            rows.contains { $0.contains("Pay by") && $0.contains(wasCard ? "Card" : "Invoice") }
        }
        try session.sendKeys("C-c")
        _ = try session.waitForExit()
    }
}
