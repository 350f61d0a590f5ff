import AisleRuntime
import ArgumentParser
import ShopStorePostgres
import StateFiles
import UserData

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `aisle shop move --to URL`: copies a one-host shop's SQLite data into a PostgreSQL shop.
struct ShopMoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "move",
        abstract:
            "Copy the shop's SQLite data (orders, carts, addresses, units ordered) into PostgreSQL.",
        discussion: """
            Reads the shop's SQLite database as aisle orders finds it (DIR/aisle.sqlite with \
            --data DIR, else $XDG_DATA_HOME/aisle/aisle.sqlite of this environment) and copies \
            every customer's orders (with their key, status and history), carts, kept \
            addresses and units ordered per catalog edition into the PostgreSQL database at \
            --to URL (else $AISLE_DATABASE_URL), making its tables if they are not there. The \
            SQLite file is only read. A row already there is left as it is — an order by its \
            key, a cart line by customer, catalog and product, an address by customer — so \
            running it again copies only what is new, and says so. Orders that --on-order \
            never was to announce are marked so that the new shop does not announce them \
            either. Stop the one-host shop first, or run it again after stopping it: an order \
            placed in between is copied by the second run.

            EXAMPLES
              aisle shop move --to postgres://aisle@db.example/shop
              aisle shop move --data /srv/shop/.local/share/aisle --to postgres://aisle@db/shop

            EXIT STATUS
              0    copied (or nothing left to copy)
              1    no SQLite shop there, a database URL that cannot be used, or the server \
            not answering or refusing; what was copied before stays, and a new run goes on
              2    bad command line
            """)

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The shop's data directory, holding aisle.sqlite (default: $XDG_DATA_HOME/aisle).",
            valueName: "dir"),
        completion: .directory)
    var data: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The PostgreSQL database to copy into (default: $AISLE_DATABASE_URL).",
            valueName: "postgres://user@host:port/db"))
    var to: String?

    func validate() throws {
        let environment = ProcessInfo.processInfo.environment
        guard ShopStoreChoice.url(option: to, environment: environment) != nil else {
            throw ValidationError(
                "--to takes the PostgreSQL database to copy into, such as "
                    + "postgres://aisle@db.example/shop (or set AISLE_DATABASE_URL)")
        }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let url = ShopStoreChoice.url(option: to, environment: environment) else { return }
        let source: UserDatabase
        do throws(ShopDatabase.Problem) {
            let path = try ShopDatabase.path(dataDirectory: data, environment: environment)
            source = try ShopDatabase.open(path: path, readOnly: true)
        } catch {
            Self.fail(error.message)
        }
        let store = Self.openPostgres(url, environment: environment)
        defer { store.close() }
        do throws(UserDataError) {
            let tally = try ShopMove.run(
                from: source, to: store, movedAt: Timestamp.iso8601(Date()))
            Console.print("\(tally.summary) (from \(source.path) to \(store.path))")
            if let left = Self.savedPathsLeft(environment: environment) {
                Console.print(
                    "Saved screens of \(left.count) customer\(left.count == 1 ? "" : "s") stay "
                        + "in \(left.directory): this build does not copy them yet")
            }
        } catch {
            store.close()
            Self.fail(error.message)
        }
    }

    /// The served customers' saved screens under this environment's state directory
    /// (`customers/SHA256-…/navigation.json`, where `aisle serve` keeps them), when there are
    /// any: how many, and where.
    ///
    /// SAVED PATHS GO HERE (issue 29, item 5; docs/postgresql.md): once PostgreSQL keeps
    /// saved paths (`PostgresShopStore.saveSavedPath`, migration pg2), copy each file instead
    /// of counting it — read it with `SafeFileReader` under the session file's size limit, turn
    /// the directory name back into the fingerprint (`CustomerDirectory`), and save it for
    /// `store.serving(fingerprint)` only where that customer has no saved path yet (copied),
    /// else count it as there — and add the counts to `ShopMoveTally`.
    static func savedPathsLeft(environment: [String: String]) -> (count: Int, directory: String)? {
        guard let state = try? XDGDirectories(environment: environment).aisleStateDirectory()
        else { return nil }
        let directory = StoragePath.join(state, "customers")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let count = names.filter {
            $0.hasPrefix("SHA256-")
                && FileManager.default.fileExists(
                    atPath: StoragePath.join(StoragePath.join(directory, $0), "navigation.json"))
        }.count
        return count > 0 ? (count, directory) : nil
    }

    /// Ends the program with `message` as one line, status 1: the command line was fine.
    private static func fail(_ message: String) -> Never {
        Console.printError("aisle: \(message)")
        Exit.exit(status: Exit.failure)
    }

    /// The PostgreSQL shop at `url`, or the end of the program with one line (status 1).
    private static func openPostgres(_ url: String, environment: [String: String])
        -> PostgresShopStore
    {
        let location: PostgresLocation
        do throws(PostgresLocationError) {
            location = try PostgresLocation(url: url, environment: environment)
        } catch {
            Self.fail(error.message)
        }
        do throws(UserDataError) {
            return try PostgresShopStore.open(location, maximumConnections: 1)
        } catch {
            Self.fail(error.message)
        }
    }
}
