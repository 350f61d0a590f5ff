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
            addresses and units ordered per catalog edition, and the served customers' saved \
            screens (STATE/customers/*/navigation.json with --state STATE, else under \
            $XDG_STATE_HOME/aisle), into the PostgreSQL database at --to URL (else \
            $AISLE_DATABASE_URL), making its tables if they are not there. The SQLite file and \
            the screens are only read. A row already there is left as it is — an order by its \
            key, a cart line by customer, catalog and product, an address or saved screens by \
            customer — so running it again copies only what is new, and says so. Orders that \
            --on-order never was to announce are marked so that the new shop does not announce \
            them either. Stop the one-host shop first, or run it again after stopping it: an \
            order placed in between is copied by the second run.

            EXAMPLES
              aisle shop move --to postgres://aisle@db.example/shop
              aisle shop move --data /srv/shop/data --to postgres://aisle@db/shop

            EXIT STATUS
              0    copied (or nothing left to copy)
              1    no SQLite shop there, a bad URL, or the server not answering (a new
                   run goes on from what was copied)
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

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The served shop's state directory, holding customers/ (default: $XDG_STATE_HOME/aisle).",
            valueName: "dir"),
        completion: .directory)
    var state: String?

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
            var tally = try ShopMove.run(
                from: source, to: store, movedAt: Timestamp.iso8601(Date()))
            if let state = stateDirectory(environment) {
                guard let files = SavedPathsMove.files(in: state) else {
                    let customers = StoragePath.join(state, "customers")
                    Self.fail(
                        "could not read \(customers), where the customers' saved screens are: "
                            + "nothing was copied of them; make it readable and run aisle shop "
                            + "move again (what was copied stays, once)")
                }
                let paths = try SavedPathsMove.copy(files, to: store)
                tally.savedPaths = paths.count
                paths.unreadable.forEach { Exit.warn("\($0); that customer's screens stay there") }
            }
            Console.print("\(tally.summary) (from \(source.path) to \(store.path))")
        } catch {
            store.close()
            Self.fail(error.message)
        }
    }

    /// Where the customers' saved screens are: `--state DIR`, else this environment's
    /// `$XDG_STATE_HOME/aisle`; nil when there is no home to find it under (nothing to copy).
    private func stateDirectory(_ environment: [String: String]) -> String? {
        if let state { return state }
        return try? XDGDirectories(environment: environment).aisleStateDirectory()
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
