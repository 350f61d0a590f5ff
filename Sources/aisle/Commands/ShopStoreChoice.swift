import AisleRuntime
import ShopStorePostgres
import UserData

/// Which engine holds the shop's data: PostgreSQL when a database URL is given
/// (`--database`, else `AISLE_DATABASE_URL`), else the SQLite file.
enum ShopStoreChoice {
    /// The database URL given, if any (an empty variable is none).
    static func url(option: String?, environment: [String: String]) -> String? {
        if let option, !option.isEmpty { return option }
        guard let url = environment["AISLE_DATABASE_URL"], !url.isEmpty else { return nil }
        return url
    }

    /// `url` without its password, for messages (the URL itself when it cannot be read).
    static func shown(_ url: String) -> String {
        (try? PostgresLocation(url: url, environment: [:]))?.description ?? "the database URL"
    }

    /// The shop's PostgreSQL database at `url`, every customer's rows, or the end of the
    /// program with one line saying why not (status 1).
    static func openPostgres(_ url: String, environment: [String: String]) -> PostgresShopStore {
        let location: PostgresLocation
        do throws(PostgresLocationError) {
            location = try PostgresLocation(url: url, environment: environment)
        } catch {
            Console.printError("aisle: \(error.message)")
            Exit.exit(status: Exit.failure)
        }
        do throws(UserDataError) {
            return try PostgresShopStore.open(location, maximumConnections: connectionsPerProcess)
        } catch {
            Console.printError("aisle: \(error.message)")
            Exit.exit(status: Exit.failure)
        }
    }

    /// How the storefront, its served sessions and the `--on-order` feed open the shop's
    /// PostgreSQL database at `url`: each opening its own small pool (two connections), for
    /// one customer. A URL that cannot be read ends the program with one line (status 1).
    static func opener(_ url: String, environment: [String: String]) -> ShopStoreOpener {
        let location: PostgresLocation
        do throws(PostgresLocationError) {
            location = try PostgresLocation(url: url, environment: environment)
        } catch {
            Console.printError("aisle: \(error.message)")
            Exit.exit(status: Exit.failure)
        }
        return ShopStoreOpener(location: location.description) {
            (customer: String) throws(UserDataError) -> any ShopStore in
            try PostgresShopStore.open(
                location, customer: customer, maximumConnections: connectionsPerProcess)
        }
    }

    /// Connections each process's pool may open: a session writes one transaction at a time
    /// (its store's serial queue), so PostgreSQL's `max_connections` is sized for about
    /// twice the sessions of every host together.
    static let connectionsPerProcess = 2
}
