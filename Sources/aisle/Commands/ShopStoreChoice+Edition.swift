import AisleRuntime
import ShopStorePostgres

extension ShopStoreChoice {
    /// `aisle --database URL` from a terminal, with a catalog whose edition is not the one the
    /// shop sells from: one line and status 1 before the screen, rather than every order
    /// refused at Review (`Placement.catalogMoved`). Compared only, never recorded: a look at
    /// the shop from a terminal must not choose the file its hosts sell from. A server that
    /// cannot be reached is left to the session, which says so as it always has.
    static func refuseAnotherEdition(
        _ opened: OpenedCatalog, file: String?, url: String, environment: [String: String]
    ) {
        let edition = CatalogStock.edition(of: opened).edition
        guard !edition.isEmpty,
            let location = try? PostgresLocation(url: url, environment: environment),
            let store = try? PostgresShopStore.open(location, maximumConnections: 1)
        else { return }
        defer { store.close() }
        guard let shop = try? store.shopCatalogEdition(), shop != edition else { return }
        Exit.fail(
            CatalogEditionMismatch(
                file: file.map(Executable.absolute) ?? "(the bundled catalog)", host: edition,
                shop: shop, database: location.description, fromTerminal: true))
    }
}
