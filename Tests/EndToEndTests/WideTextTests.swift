import Testing

/// Names with accents and CJK characters keep the table's columns straight.
@Suite(
    "Wide text", .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20)))
struct WideTextTests {
    @Test("the right-aligned price column ends at the same display column on every row")
    func pricesLineUp() throws {
        let session = try TmuxSession()
        try session.launch(["--catalog", AisleProgram.bundledCatalog()])
        try session.waitForHome(highlighting: "Coffee & Tea")
        try session.sendKeys("Enter")
        let rows = try session.waitForTitle("Coffee & Tea")
        let header = try #require(rows.firstIndex { $0.trimmed.hasPrefix("Product ") })
        let products = rows[(header + 1)...].filter { $0.contains("$") }
        try #require(products.count >= 10)
        for needle in ["抹茶", "Café", "ほうじ茶"] {
            #expect(products.contains { $0.contains(needle) }, "a row with \(needle) is on screen")
        }
        // Prices are right-aligned: the column where each price ends must be the same.
        let columns = products.map { row in
            let price = row[(row.firstIndex(of: "$") ?? row.endIndex)...]
            return DisplayWidth.of(row[..<(price.firstIndex(of: " ") ?? row.endIndex)])
        }
        let expected = try #require(columns.first)
        for (row, column) in zip(products, columns) {
            #expect(column == expected, "price ends at column \(column), not \(expected): \(row)")
            #expect(DisplayWidth.of(row) <= 80, "fits in 80 columns: \(row)")
        }
        // Same check on the right edge: the stock column ends together on rows without a scrollbar.
        let ends = products.map { row in
            let body = row.prefix { $0 != "┃" && $0 != "│" }
            return DisplayWidth.of(body[...(body.lastIndex { $0 != " " } ?? body.startIndex)])
        }
        #expect(Set(ends).count == 1, "rows end at the same column: \(ends)")
    }
}
