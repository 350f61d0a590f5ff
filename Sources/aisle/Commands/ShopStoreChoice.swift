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
    static func openPostgres(_ url: String, environment: [String: String]) -> any ShopStore {
        let location: PostgresLocation
        do throws(PostgresLocationError) {
            location = try PostgresLocation(url: url, environment: environment)
        } catch {
            Console.printError("aisle: \(error.message)")
            Exit.exit(status: Exit.failure)
        }
        do throws(UserDataError) {
            return try PostgresShopStore.open(location, maximumConnections: 2)
        } catch {
            Console.printError("aisle: \(error.message)")
            Exit.exit(status: Exit.failure)
        }
    }
}
