import Navigation
import Storefront
import Testing

@testable import AisleApp

/// Links through `reduce` only: the link prompt opens a path (or says why not) and copying
/// returns the path's link as an effect (see `Store`).
@Suite("Reducer: links", .timeLimit(.minutes(10)))
struct ReducerLinkTests {
    let coffee = Route.category(id: TestCatalog.coffee)
    let books = Route.category(id: TestCatalog.books)
    let kitchen = Route.category(id: TestCatalog.kitchen)
    let beans = Route.product(id: TestCatalog.beans)

    @Test func linkPromptOpensTheLinkAboveItsParents() throws {
        var state = try TestCatalog.state([coffee, beans])
        state.positions[coffee] = ListPosition(selected: 1)
        var store = Store(state)
        store.send(.prompt(.linkRequested)) { $0.prompt = Prompt(.link) }
        store.send(.prompt(.edited(.paste(" product/p-05 ")))) {
            $0.prompt?.text = " product/p-05 "
        }
        store.send(.prompt(.submitted)) {
            $0.prompt = nil
            $0.promptHistory.record("product/p-05", for: .link)
            $0.path = RoutePath([books, .product(id: "p-05")])
            // Each screen highlights the row that leads up the path, as if walked there.
            $0.positions = [
                nil: ListPosition(selected: 1, top: 1), books: ListPosition(selected: 0),
            ]
        }
    }

    @Test func aProductLinkedUnderAnotherCategoryOpensUnderItsOwnAndSaysSo() throws {
        var state = try TestCatalog.state()
        let notice = state.follow(try DeepLink.parse("aisle://category/kitchen/product/p-01"))
        #expect(state.path.routes == [coffee, beans])
        #expect(notice == "House Blend Beans is not in Kitchen: opened under Coffee")
        // The `:` prompt does the same, with the notice on the bottom line.
        var prompted = try TestCatalog.state([books])
        prompted.prompt = Prompt(.link)
        prompted.prompt?.text = "category/kitchen/product/p-01"
        _ = reduce(&prompted, .prompt(.submitted))
        #expect(prompted.path.routes == [coffee, beans])
        #expect(prompted.notice?.text == "House Blend Beans is not in Kitchen: opened under Coffee")
    }

    @Test func linkToASearchComputesItsResults() throws {
        var store = Store(try TestCatalog.state())
        store.send(.prompt(.linkRequested)) { $0.prompt = Prompt(.link) }
        store.send(.prompt(.edited(.paste("aisle://search/coffee")))) {
            $0.prompt?.text = "aisle://search/coffee"
        }
        store.send(.prompt(.submitted)) {
            $0.prompt = nil
            $0.promptHistory.record("aisle://search/coffee", for: .link)
            $0.path = RoutePath([.search(query: "coffee")])
        }
    }

    /// Partial opening is for `aisle open` and restore; the prompt keeps the user in place.
    @Test func linkThatDoesNotResolveStaysAndSaysWhy() throws {
        var store = Store(try TestCatalog.state([kitchen]))
        store.send(.prompt(.linkRequested)) { $0.prompt = Prompt(.link) }
        store.send(.prompt(.edited(.paste("category/coffee/product/p-404")))) {
            $0.prompt?.text = "category/coffee/product/p-404"
        }
        store.send(.prompt(.submitted)) {
            $0.prompt = nil
            $0.promptHistory.record("category/coffee/product/p-404", for: .link)
            $0.notice = Notice("No product \"p-404\"", tone: .warning)
        }
    }

    @Test func malformedLinkLeavesThePathAlone() throws {
        var store = Store(try TestCatalog.state([kitchen]))
        store.send(.prompt(.linkRequested)) { $0.prompt = Prompt(.link) }
        store.send(.prompt(.edited(.paste("http://x")))) { $0.prompt?.text = "http://x" }
        store.send(.prompt(.submitted)) {
            $0.prompt = nil
            $0.promptHistory.record("http://x", for: .link)
            $0.notice = Notice(DeepLinkError.notAnAisleLink("http://x").message, tone: .warning)
        }
    }

    @Test func blankLinkGoesHome() throws {
        var store = Store(try TestCatalog.state([kitchen, .product(id: TestCatalog.kettle)]))
        store.send(.prompt(.linkRequested)) { $0.prompt = Prompt(.link) }
        store.send(.prompt(.edited(.paste("  ")))) { $0.prompt?.text = "  " }
        store.send(.prompt(.submitted)) {
            $0.prompt = nil
            $0.path = RoutePath()
        }
    }

    @Test(arguments: [
        ([Route](), "aisle://"),
        (
            [Route.category(id: TestCatalog.coffee), .product(id: TestCatalog.beans)],
            "aisle://category/coffee/product/p-01"
        ),
        ([Route.search(query: "crème brûlée")], "aisle://search/cr%C3%A8me%20br%C3%BBl%C3%A9e"),
    ])
    func linkCopyCopiesTheLinkOfThePath(routes: [Route], link: String) throws {
        var store = Store(try TestCatalog.state(routes))
        store.send(.navigation(.linkCopyRequested), [.copyToClipboard(link)]) {
            $0.notice = Notice(
                "Sent \(link) to the terminal's clipboard with OSC 52 (the terminal may ignore it)")
        }
        #expect(try DeepLink.parse(link) == routes)
    }
}
