import AisleRuntime
import ArgumentParser
import CatalogDatabase
import ShopStorePostgres
import Storefront

/// The options every command that reads the catalog takes.
struct RunOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Read the catalog from <file>: Aisle's JSON, SQLite or a Shopify product CSV "
                + "(default: $AISLE_CATALOG, else the bundled one).",
            valueName: "file"),
        completion: .file())
    var catalog: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Run as the served customer with this key fingerprint (SHA256:…), as `aisle serve` and `aisle serve-keys` start it: the saved screens are that customer's own and Ctrl-Z does nothing.",
            valueName: "fingerprint",
            // The server's, not a user's: kept out of --help, the man page and completions.
            visibility: .hidden))
    var customer: String?

    @Flag(name: .long, help: "Start at Home instead of the saved screens (saved again on quit).")
    var fresh = false

    @Flag(name: .long, help: "Draw without colour (as does a non-empty NO_COLOR).")
    var noColor = false

    @Flag(
        name: .long,
        help:
            "Leave the mouse to the terminal (as does a non-empty AISLE_NO_MOUSE): no clicks or wheel, the terminal's own text selection."
    )
    var noMouse = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The currency of a Shopify product CSV without a Currency column, an ISO 4217 code (VND, BRL, EUR…; default USD); kept with the catalog's cache.",
            valueName: "code"))
    var currency: String?

    @Flag(
        name: .long,
        help:
            "Refuse the whole catalog when a record has a problem, instead of leaving that product out."
    )
    var strict = false

    @Option(
        name: .customLong("database"),
        help: ArgumentHelp(
            "Keep the cart and orders in the shop's PostgreSQL database (default: $AISLE_DATABASE_URL, else the SQLite file).",
            valueName: "postgres://user@host:port/db"))
    var databaseURL: String?

    func validate() throws {
        if let databaseURL {
            do throws(PostgresLocationError) {
                _ = try PostgresLocation(url: databaseURL, environment: [:])
            } catch {
                throw ValidationError(error.message)
            }
        }
        if let currency, Currency.known[currency.uppercased()] == nil {
            throw ValidationError(
                "--currency takes an ISO 4217 code such as USD, EUR, BRL or VND, not \"\(currency.prefix(20))\""
            )
        }
    }

    /// The options as plain values, which `PlainLaunch` also makes without ArgumentParser.
    var launch: LaunchOptions {
        LaunchOptions(
            catalog: catalog, customer: customer, fresh: fresh, noColor: noColor,
            noMouse: noMouse,
            imports: ImportOptions(
                currency: currency.flatMap { Currency.known[$0.uppercased()] }, strict: strict),
            database: databaseURL)
    }

    /// Start-up for these options, or the program ends with the reason (status 2); see
    /// `LaunchOptions.startup`.
    func startup(
        _ session: StartupOptions.Session, readOnly: Bool = false, inspecting: Bool = false
    ) -> Startup {
        launch.startup(session, readOnly: readOnly, inspecting: inspecting)
    }

    /// What `--fresh` leaves of a saved session to restore.
    var restoring: StartupOptions.Session { launch.restoring }
}
