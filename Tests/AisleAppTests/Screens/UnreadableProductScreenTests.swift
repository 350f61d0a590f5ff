import Navigation
import Storefront
import TerminalUI
import TestSupport
import Testing

@testable import AisleApp

/// A product whose record could not be read is not drawn as "no longer sold".
@Suite(.timeLimit(.minutes(10))) struct UnreadableProductScreenTests {
    @Test func aProductThatCannotBeReadSaysSoAndOneThatIsGoneSaysThat() throws {
        let catalog = try ScreenFixture.catalog()
        let failing = Catalog(store: try FailingCatalogStore(catalog, unreadable: ["p-01"]))
        let size = Size(columns: 100, rows: 24)
        let unreadable = AppView.render(
            AppState(catalog: failing, path: RoutePath([.product(id: "p-01")])), size: size
        ).lines.joined(separator: "\n")
        #expect(unreadable.contains("This product could not be read"))
        #expect(!unreadable.contains("no longer sold"))
        let gone = AppView.render(
            AppState(catalog: catalog, path: RoutePath([.product(id: "p-gone")])), size: size
        ).lines.joined(separator: "\n")
        #expect(gone.contains("This product is no longer sold."))
    }
}
