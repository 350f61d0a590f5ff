import AisleRuntime
import CatalogDatabase
import ShopStorePostgres
import Storefront
import UserData

/// A host whose catalog is not the shop's: stock would be counted against two editions at once.
struct CatalogEditionMismatch: Error {
    /// The catalog file this host was started with ("the bundled catalog" when none was named).
    var file: String
    /// Its edition.
    var host: String
    /// The edition the shop sells from.
    var shop: String
    /// The shop's database, without its password.
    var database: String
    /// Whether the storefront was run from a terminal (`aisle --database`), not served.
    var fromTerminal = false

    /// One line: both editions, and what to do.
    var message: String {
        guard !fromTerminal else {
            return "the catalog \(file) is edition \(Self.short(host)), but the shop in "
                + "\(database) sells from edition \(Self.short(shop)): run with the shop's "
                + "catalog file (--catalog FILE), or move the shop to this one with aisle serve "
                + "--new-catalog-edition"
        }
        return "this host's catalog \(file) is edition \(Self.short(host)), but the shop in "
            + "\(database) sells from edition \(Self.short(shop)): start with the same catalog "
            + "file as the shop's other hosts, or give --new-catalog-edition to sell from this "
            + "one (restart every host with it; its stock is counted afresh)"
    }

    /// The first 16 hex digits of an edition (a SHA-256), enough to tell two apart.
    static func short(_ edition: String) -> String {
        edition.count > 16 ? String(edition.prefix(16)) : edition
    }
}

extension ServeCommand {
    /// On a shop in PostgreSQL (`url`): opens this host's catalog (importing it into its cache
    /// now, if it must be, rather than in the first session) and claims its edition as the
    /// shop's. Recorded when the shop has none, moved to with `--new-catalog-edition`; a host
    /// whose catalog differs is refused with one line (status 1). Any notice is one line on
    /// standard error. SQLite needs none of this: one host, one file.
    func claimCatalogEdition(url: String, environment: [String: String]) {
        var imports = ImportOptions()
        if let code = currency, let known = Currency.known[code.uppercased()] {
            imports.currency = known
        }
        let opened: OpenedCatalog
        do throws(StartupError) {
            opened = try Startup.catalog(
                for: StartupOptions(catalog: catalog, session: .fresh, imports: imports),
                environment: environment, cache: CatalogCache(environment: environment))
        } catch {
            Exit.fail(error)
        }
        let edition = CatalogStock.edition(of: opened).edition
        let store = ShopStoreChoice.openPostgres(url, environment: environment)
        defer { store.close() }
        let claim: CatalogEditionClaim
        do throws(UserDataError) {
            claim = try store.claimCatalogEdition(edition, moving: newCatalogEdition)
        } catch {
            Console.printError("aisle: \(error.message)")
            Exit.exit(status: Exit.failure)
        }
        let file = catalog.map(Executable.absolute) ?? "(the bundled catalog)"
        switch claim {
        case .agreed: break
        case .recorded:
            Console.printError(
                "aisle: serve: the shop now sells from catalog edition "
                    + "\(CatalogEditionMismatch.short(edition)) (\(file))")
        case .moved(let from):
            Console.printError(
                "aisle: serve: the shop moved from catalog edition "
                    + "\(CatalogEditionMismatch.short(from)) to "
                    + "\(CatalogEditionMismatch.short(edition)) (\(file))")
        case .refused(let shop):
            Exit.fail(
                CatalogEditionMismatch(
                    file: file, host: edition, shop: shop, database: store.path))
        }
    }
}
