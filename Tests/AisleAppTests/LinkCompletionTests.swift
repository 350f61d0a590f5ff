import Navigation
import Storefront
import TerminalUI
import Testing

@testable import AisleApp

/// Tab in `:` completes the segment before the cursor: screen names, then ids.
@Suite("Link completion", .timeLimit(.minutes(10)))
struct LinkCompletionTests {
    /// Opens `:`, types `text`, presses Tab; returns the prompt's text and the notice.
    static func tab(_ text: String, cursorLeft: Int = 0, orders: [Order] = []) throws
        -> (text: String?, notice: String?)
    {
        var state = try CheckoutFixture.state([], orders: orders)
        _ = reduce(&state, .prompt(.linkRequested))
        _ = reduce(&state, .prompt(.edited(.paste(text))))
        for _ in 0..<cursorLeft { _ = reduce(&state, .prompt(.edited(.left))) }
        _ = reduce(&state, .prompt(.completionRequested))
        return (state.prompt?.text, state.notice?.text)
    }

    @Test(
        arguments: [
            ("cat", "category/"),
            ("aisle://pro", "aisle://product/"),
            ("ca", "ca"),  // cart, category: no common part beyond what is typed
            ("car", "cart"),
            ("category/co", "category/coffee"),
            ("category/CO", "category/coffee"),
            ("category/coffee/product/p-0", "category/coffee/product/p-0"),
            ("category/kitchen/product/", "category/kitchen/product/p-"),
            (
                "category/books/product/p-07/seller/s-p",
                "category/books/product/p-07/seller/s-paper"
            ),
            ("seller/S-PAPER", "seller/s-paper"),
            ("product/p-01", "product/p-01"),
            ("cart/checkout/r", "cart/checkout/review"),
            ("orders/order/o", "orders/order/o-1"),
        ] as [(String, String)])
    func completes(typed: String, completed: String) throws {
        let order = CheckoutFixture.order("o-1")
        #expect(try Self.tab(typed, orders: [order]).text == completed)
    }

    @Test func severalMatchesAreListed() throws {
        let (text, notice) = try Self.tab("c")
        #expect(text == "c")
        #expect(notice == "Screen name matches: category, cart, checkout")
        let (ids, listed) = try Self.tab("category/coffee/product/p")
        #expect(ids == "category/coffee/product/p-0")
        #expect(listed == "Product matches: p-01, p-02, p-03")
    }

    @Test func nothingToCompleteSaysWhy() throws {
        #expect(try Self.tab("category/tea").notice == "No category starts with \"tea\"")
        #expect(try Self.tab("nowhere/x").notice?.hasPrefix("Nothing to complete") == true)
        #expect(try Self.tab("search/mu").notice == "Search words are not completed")
    }

    @Test func onlyTheTextBeforeTheCursorIsCompleted() throws {
        // The cursor sits after "cat"; the rest of the line stays as typed.
        #expect(try Self.tab("cat/coffee", cursorLeft: 7).text == "category//coffee")
    }

    @Test func theCatalogCompletesEveryKindOfIdByPrefix() throws {
        let catalog = try TestCatalog.catalog()
        #expect(catalog.identifiers(.category, startingWith: "K", limit: 8) == ["kitchen"])
        #expect(catalog.identifiers(.category, startingWith: "", limit: 2).count == 2)
        #expect(catalog.identifiers(.product, startingWith: "P-10", limit: 8) == ["p-10"])
        #expect(catalog.identifiers(.product, startingWith: "p-1", limit: 8) == ["p-10", "p-11"])
        #expect(
            catalog.identifiers(.seller, startingWith: "s-", limit: 8) == ["s-paper", "s-roast"])
        #expect(catalog.identifiers(.seller, startingWith: "s-", limit: 1) == ["s-paper"])
    }
}
