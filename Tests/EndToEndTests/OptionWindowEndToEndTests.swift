import Foundation
import Testing

/// A product with more colours than fit on a row: the chosen one stays on screen, the others
/// counted by `+N`, at 80×24 and 40×10 (issue 28, problem 6).
@Suite(
    "Option window end to end",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20)))
struct OptionWindowEndToEndTests {
    static let colours = [
        "Black", "White", "Navy", "Forest", "Burgundy", "Heather", "Sand", "Sky", "Mustard",
        "Coral", "Lavender", "Charcoal", "Olive",
    ]

    static var catalog: String {
        let variants = colours.enumerated().map { index, colour in
            #"{"id": "TEE-\#(index)", "values": ["\#(colour)"], "price": 1800, "stock": 2}"#
        }
        return #"""
            {"currency": "USD",
             "categories": [{"id": "apparel", "name": "Apparel"}],
             "sellers": [{"id": "s-aisle", "name": "Aisle Goods", "about": "Things."}],
             "products": [
              {"id": "tee", "name": "Aisle Tee", "category": "apparel", "seller": "s-aisle",
               "description": "Soft cotton tee.", "options": ["Colour"],
               "variants": [\#(variants.joined(separator: ", "))]}]}
            """#
    }

    @Test("the last colour chosen is drawn at 80×24 and at 40×10", arguments: [(80, 24), (40, 10)])
    func chosenColourOnScreen(width: Int, height: Int) throws {
        let session = try TmuxSession(width: width, height: height)
        let catalog = try session.scratch.write(Self.catalog, to: "shop.json")
        try session.launch(["open", "aisle://product/TEE-12", "--catalog", catalog])
        let rows = try session.waitUntil("the Colour row") { rows in
            rows.contains { $0.contains("Colour") && $0.contains("+") }
        }
        let row = try #require(rows.first { $0.contains("Colour") })
        #expect(row.contains("Olive"), "“\(row)”")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
    }
}
