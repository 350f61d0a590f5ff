import Storefront
import TestSupport
import Testing

/// A read that fails is never "not sold": nothing is dropped on the strength of it.
@Suite(.timeLimit(.minutes(10))) struct FailedReadTests {
    static func catalog(unreadable: Set<ProductID>) throws -> Catalog {
        Catalog(store: try FailingCatalogStore(try Fixtures.catalog(), unreadable: unreadable))
    }

    @Test func reconcilingAgainstAFailingReadThrowsAndChangesNothing() throws {
        let catalog = try Self.catalog(unreadable: [Fixtures.kettle])
        let lines = [
            CartLine(product: "p-gone", quantity: 1),
            CartLine(product: Fixtures.kettle, quantity: 5),
        ]
        var cart = Cart(lines: lines)
        #expect(throws: FailingCatalogStore.error) { try cart.reconcile(with: catalog) }
        #expect(cart.lines == lines, "not even the line whose product is really gone")
    }

    @Test func aScreenThatCannotBeCheckedIsKeptAndOneThatIsGoneIsDropped() throws {
        let catalog = try Self.catalog(unreadable: [Fixtures.kettle])
        let validator = RouteValidator(catalog: catalog, cart: Cart())
        let path: [Route] = [.product(id: Fixtures.kettle), .product(id: "p-gone"), .cart]
        let (kept, problem) = validator.validPrefix(of: path)
        #expect(kept == [.product(id: Fixtures.kettle)])
        #expect(problem == .productGone("p-gone"))
        #expect(catalog.readFailure == FailingCatalogStore.error, "and the failure is known")
    }
}
