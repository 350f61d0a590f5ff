import AisleRuntime
import ArgumentParser
import ShopStorePostgres
import Storefront
import UserData

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `aisle orders`: the shop owner's view of every customer's orders, one order's packing slip,
/// and shipping or cancelling one.
struct OrdersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "orders",
        abstract: "List every customer's orders (the shop owner's view); show, ship or cancel one.",
        discussion: """
            Reads the shop's database: a PostgreSQL database with --database URL (or \
            $AISLE_DATABASE_URL), else DIR/aisle.sqlite with --data DIR, else \
            $XDG_DATA_HOME/aisle/aisle.sqlite of this environment — so run it as the user, and \
            with the environment, that aisle serve runs with, or name the directory. Without a \
            database there it says which file it looked for and exits 1 (it never makes one). \
            Newest first, times in the local time zone (TZ). A customer sees a new status on \
            their orders screen the next time it is drawn.

            EXAMPLES
              aisle orders
              aisle orders --status placed --since 2026-11-01
              aisle orders --csv > orders.csv
              aisle orders show A-261126-7KQ2
              aisle orders ship A-261126-7KQ2
              aisle orders cancel A-261126-7KQ2 --by ada
              aisle orders --data /srv/shop/.local/share/aisle

            EXIT STATUS
              0    done
              1    no shop database there, or it could not be read or changed
              2    bad command line, no such order, or already shipped or cancelled
            """,
        subcommands: [ListOrders.self, ShowOrder.self, ShipOrder.self, CancelOrder.self],
        defaultSubcommand: ListOrders.self)
}

/// Where the shop's database is: `--data DIR` and `--verbose`, shared by every `orders`
/// subcommand.
struct ShopDataOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The shop's data directory, holding aisle.sqlite (default: $XDG_DATA_HOME/aisle).",
            valueName: "dir"),
        completion: .directory)
    var data: String?

    @Option(
        name: .customLong("database"),
        help: ArgumentHelp(
            "The shop's PostgreSQL database (default: $AISLE_DATABASE_URL, else the SQLite file).",
            valueName: "postgres://user@host:port/db"))
    var databaseURL: String?

    @Flag(name: .long, help: "Say which database is read, on standard error.")
    var verbose = false

    func validate() throws {
        guard let databaseURL else { return }
        do throws(PostgresLocationError) {
            _ = try PostgresLocation(url: databaseURL, environment: [:])
        } catch {
            throw ValidationError(error.message)
        }
    }

    /// The shop's database, or the end of the program with one line saying why not (status
    /// 1: the command line was fine, the file is not there or not usable); PostgreSQL when a
    /// URL names it, else the SQLite file, made if missing when `creating` (`ShopDatabase.open`).
    func database(creating: Bool = false) -> any ShopStore {
        let environment = ProcessInfo.processInfo.environment
        if let url = ShopStoreChoice.url(option: databaseURL, environment: environment) {
            if verbose { Exit.warn("reading \(ShopStoreChoice.shown(url))") }
            return ShopStoreChoice.openPostgres(url, environment: environment)
        }
        let path: String
        let database: UserDatabase
        do throws(ShopDatabase.Problem) {
            path = try ShopDatabase.path(
                dataDirectory: data, environment: ProcessInfo.processInfo.environment)
            if verbose { Exit.warn("reading \(path)") }
            database = try ShopDatabase.open(path: path, creating: creating)
        } catch {
            Console.printError("aisle: \(error.message)")
            Exit.exit(status: Exit.failure)
        }
        return database
    }
}

/// `aisle orders [list]`.
struct ListOrders: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List every customer's orders, newest first.")

    @OptionGroup var shop: ShopDataOptions

    @Flag(name: .long, help: "Print them as a JSON array (amounts in minor units, times UTC).")
    var json = false

    @Flag(name: .long, help: "Print them as CSV with a header row.")
    var csv = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Only orders with this status: placed, shipped or cancelled.",
            valueName: "status"))
    var status: OrderStatus?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Only orders placed on this day or later (local time).",
            valueName: "YYYY-MM-DD"))
    var since: String?

    func validate() throws {
        guard !(json && csv) else { throw ValidationError("--json and --csv exclude each other") }
        if let since, ShopOrderFilter.startOf(day: since) == nil {
            throw ValidationError("--since takes a day as YYYY-MM-DD, such as 2026-11-01")
        }
    }

    func run() throws {
        let database = shop.database()
        let filter = ShopOrderFilter(
            status: status, placedFrom: since.flatMap(ShopOrderFilter.startOf(day:)))
        var orders: [ShopOrder] = []
        do throws(UserDataError) {
            let read = try database.shopOrders()
            orders = read.orders.filter(filter.admits)
            if read.unreadable > 0 {
                Exit.warn("\(read.unreadable) order(s) could not be read by this build")
            }
        } catch {
            Console.printError("aisle: \(error.message)")
            Exit.exit(status: Exit.failure)
        }
        if json {
            Console.printJSON(ShopOrderListing.json(orders))
        } else if csv {
            ShopOrderListing.csv(orders).forEach(Console.print)
        } else {
            let filtered = filter != ShopOrderFilter()
            ShopOrderListing.table(orders, source: database.path, filtered: filtered)
                .forEach(Console.print)
        }
    }
}

extension OrderStatus: ExpressibleByArgument {}

/// `aisle orders show NUMBER`.
struct ShowOrder: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Print one order's packing slip.")

    @OptionGroup var shop: ShopDataOptions

    @Argument(help: "The order's number, such as A-261126-7KQ2.")
    var number: String

    @Flag(name: .long, help: "Print the order as a JSON object instead.")
    var json = false

    func validate() throws { _ = try OrderNumberArgument.parse(number) }

    func run() throws {
        let id = try OrderNumberArgument.parse(number)
        let database = shop.database()
        let found: ShopOrder?
        do throws(UserDataError) {
            found = try database.shopOrder(id)
        } catch {
            Console.printError("aisle: \(error.message)")
            Exit.exit(status: Exit.failure)
        }
        guard let found else {
            Exit.fail(
                "aisle: no order \(id.rawValue) in \(database.path) (aisle orders lists them)")
        }
        if json {
            Console.printJSON(ShopOrderDocument(found).json())
        } else {
            PackingSlip.lines(found).forEach(Console.print)
        }
    }
}

/// An order number from the command line: surrounding spaces dropped, never empty.
enum OrderNumberArgument {
    static func parse(_ text: String) throws -> OrderID {
        let trimmed = OrderNumberArgument.trimmed(text)
        guard !trimmed.isEmpty else {
            throw ValidationError(
                "an order number is needed, such as A-261126-7KQ2 (aisle orders lists them)")
        }
        return OrderID(trimmed)
    }

    /// `text` without surrounding whitespace.
    static func trimmed(_ text: String) -> String {
        String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
