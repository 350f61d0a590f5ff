import Storefront
import TestSupport
import Testing

@testable import UserData

/// A cart line keeps the name its product was added with, on disk too, so a product that has
/// left the catalog is still named (issue 19, item 11).
@Suite(.timeLimit(.minutes(10))) struct CartLineNameTests {
    @Test func theNameIsKeptOnDiskAndUpdatedByTheLatestAdd() throws {
        let directory = try TemporaryDirectory()
        let database = try UserDatabaseTests.open(directory.file(UserDatabase.fileName))
        try database.commit(
            UserDataBatch(
                catalog: "bundled",
                cartChanges: [.adjust(Fixtures.teeMediumBlue, by: 1, price: 2000, name: "Tee — M")]
            ))
        #expect(try database.load(catalog: "bundled").0.cart.lines.first?.name == "Tee — M")
        try database.commit(
            UserDataBatch(
                catalog: "bundled",
                cartChanges: [
                    .adjust(
                        Fixtures.teeMediumBlue, by: 1, price: nil, name: "Aisle Tee — M / Blue"),
                    .adjust(Fixtures.beans, by: 1, price: nil),
                ]))
        let lines = try database.load(catalog: "bundled").0.cart.lines
        #expect(lines.map(\.name) == ["Aisle Tee — M / Blue", nil])
    }

    @Test func aProductGoneFromTheCatalogIsNamedByItsLine() throws {
        let catalog = try Fixtures.catalog()
        var cart = Cart(lines: [
            CartLine(product: "p-gone", quantity: 1, name: "Café Crème Beans"),
            CartLine(product: "p-old", quantity: 1),
            CartLine(product: Fixtures.beans, quantity: 1, name: "Old Name"),
        ])
        let before = cart
        let dropped = try cart.reconcile(with: catalog)
        #expect(before.names(of: dropped, in: catalog) == ["Café Crème Beans", "p-old"])
        #expect(before.names(of: [Fixtures.beans], in: catalog) == ["House Blend Beans"])
    }
}
