import AisleApp
import AisleRuntime
import Storefront
import TerminalUI
import Testing

/// Through the real loop and files: a product screen saved on quit, the catalog file changed
/// (re-imported on the next start), and the relaunch saying what changed, once.
@Suite(.timeLimit(.minutes(10))) struct RestoredChangesRuntimeTests {
    static var frame: TestTerminal.Step { .pause(.milliseconds(1)) }

    /// The scratch catalog with Sencha Green at `price` and `stock`. The length of the file
    /// changes with the numbers, so its stat fingerprint does and it is imported again.
    static func catalog(senchaPrice price: Int, stock: Int) -> String {
        RuntimeScratch.catalogJSON.replacing(
            #""price": 1200, "stock": 10"#, with: #""price": \#(price), "stock": \#(stock)"#)
    }

    /// Whether `frame` shows `text`, perhaps wrapped over rows (the catalog's own rebuild
    /// notice comes first, so the change wraps at 80 columns).
    static func says(_ frame: [String], _ text: String) -> Bool {
        frame.joined(separator: " ").split(separator: " ").joined(separator: " ").contains(text)
    }

    @Test func theProductOnDisplaySaysWhatChangedOnceAfterARelaunch() throws {
        let scratch = try RuntimeScratch()
        // Home → Tea Room → Sencha Green, then quit.
        _ = scratch.run(try scratch.startup(), [.key(.enter), Self.frame, .key(.enter), .quit])
        try scratch.put(Self.catalog(senchaPrice: 999, stock: 0), at: scratch.catalog)
        let notice = "Price changed since your last visit: $12.00 → $9.99, and now out of stock"
        let (_, loop, terminal) = scratch.run(try scratch.startup(), [.down, Self.frame, .quit])
        #expect(loop.state.path.routes == [.category(id: "tea"), .product(id: "t-1")])
        #expect(Self.says(terminal.frames[0], notice), "\(terminal.frames[0])")
        #expect(!Self.says(terminal.frames[1], "since your last visit"), "gone on the next key")
        // Told once: the saved session now holds what was shown.
        let (_, _, again) = scratch.run(try scratch.startup(), [Self.frame, .quit])
        #expect(!again.frames.contains { Self.says($0, "since your last visit") })
    }

    @Test func aProductBelowTheTopSaysSoWhenBackBringsItIntoView() throws {
        let scratch = try RuntimeScratch()
        // Home → Tea Room → Sencha Green → its seller (the first row), then quit.
        _ = scratch.run(
            try scratch.startup(),
            [.key(.enter), Self.frame, .key(.enter), Self.frame, .key(.enter), .quit])
        try scratch.put(Self.catalog(senchaPrice: 1350, stock: 10), at: scratch.catalog)
        let notice = "Price changed since your last visit: $12.00 → $13.50"
        // Quitting before going back keeps the change to be told.
        let (_, first, _) = scratch.run(try scratch.startup(), [Self.frame, .quit])
        #expect(first.state.screen == .seller(id: "s-1"))
        let (_, loop, terminal) = scratch.run(
            try scratch.startup(),
            [
                Self.frame, .key(.left), Self.frame, .key(.character("]")),
                Self.frame, .key(.character("[")), Self.frame, .quit,
            ])
        #expect(!Self.says(terminal.frames[0], "since your last visit"), "the seller is on top")
        #expect(Self.says(terminal.frames[1], notice), "\(terminal.frames[1])")
        #expect(!terminal.frames[2...].contains { Self.says($0, "since your last visit") })
        #expect(loop.state.screen == .product(id: "t-1"))
    }
}
