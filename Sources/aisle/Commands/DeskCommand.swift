import AisleRuntime
import ArgumentParser
import CatalogDatabase
import NcursesBackend
import StateFiles
import Storefront
import UserData

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#endif

/// `aisle desk`: the owner's desk in the terminal — every order as it comes in, packing
/// slips, ship and cancel — on the shop's database, as `aisle orders` finds it. `aisle serve
/// --owners FILE` starts it (with the hidden `--owner`) for an owner's key.
struct DeskCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "desk",
        abstract: "The shop owner's desk: orders as they come in, packing slips, ship, cancel.",
        discussion: """
            Reads the shop's database as aisle orders does: DIR/aisle.sqlite with --data DIR, \
            else $XDG_DATA_HOME/aisle/aisle.sqlite of this environment; without one there it \
            says which file it looked for and exits 1. Orders placed in any session appear \
            within a second, counted as new in the top bar. s ships and x cancels the order in \
            view, after a y/n; ? lists the keys. The screens are saved in \
            $XDG_STATE_HOME/aisle/desk.json and restored at the next start.

            EXIT STATUS
              0    quit
              1    no shop database there, or it could not be read
              2    bad command line, or no terminal
            """)

    @OptionGroup var shop: ShopDataOptions

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The shop's catalog, to list products low on stock (t): the file aisle serve is given.",
            valueName: "file"),
        completion: .file())
    var catalog: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The catalog's currency, as aisle serve is given it.", valueName: "code",
            visibility: .hidden))
    var currency: String?

    @Flag(name: .long, help: "Start at the list of orders instead of the saved screens.")
    var fresh = false

    @Flag(name: .long, help: "Draw without colour (as does a non-empty NO_COLOR).")
    var noColor = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Run as the owner served over SSH with this key fingerprint (SHA256:…), as `aisle serve --owners` starts it.",
            valueName: "fingerprint", visibility: .hidden))
    var owner: String?

    func validate() throws {
        if let owner, CustomerDirectory.name(for: owner) == nil {
            throw ValidationError(
                "--owner takes a key fingerprint as ssh-keygen -lf prints it (SHA256: and 43 characters)"
            )
        }
    }

    /// The catalog at `path` opened as a session opens it (through its cache), with the
    /// edition its stock is counted against; the program ends if it cannot be read.
    private func stockSource(_ path: String, environment: [String: String]) -> DeskStockSource {
        var imports = ImportOptions()
        if let code = currency, let known = Currency.known[code.uppercased()] {
            imports.currency = known
        }
        let options = StartupOptions(
            catalog: path, session: .fresh, readOnly: true, imports: imports)
        do throws(StartupError) {
            let opened = try Startup.catalog(
                for: options, environment: environment,
                cache: CatalogCache(environment: environment))
            return DeskStockSource(
                products: DeskStock.products(of: opened.catalog),
                edition: CatalogStock.edition(of: opened))
        } catch {
            Exit.fail(error)
        }
    }

    func run() throws {
        let glyphs = TerminalCharset.glyphs
        let environment = ProcessInfo.processInfo.environment
        // Over SSH the environment is the server's: a desk opened before the first customer
        // came makes the shop's database, as that customer's session would.
        let database = shop.database(creating: owner != nil)
        Launcher.requireTerminal()
        // A served owner has no shell to return to: Ctrl-Z must not stop the session.
        if owner != nil { signal(SIGTSTP, SIG_IGN) }
        let sessionPath = (try? XDGDirectories(environment: environment)).flatMap {
            DeskStartup.sessionPath(stateDirectory: $0.aisleStateDirectory(), owner: owner)
        }
        let stock = catalog.map { stockSource($0, environment: environment) }
        var startup: DeskStartup
        do throws(UserDataError) {
            startup = try DeskStartup(
                database: database, sessionPath: sessionPath, fresh: fresh, stock: stock)
        } catch {
            Console.printError("aisle: \(error.message)")
            Exit.exit(status: Exit.failure)
        }
        startup.state.glyphs = glyphs
        let terminal: NcursesTerminal
        do throws(TerminalSetupError) {
            terminal = try NcursesTerminal.start(
                color: !noColor && (environment["NO_COLOR"] ?? "").isEmpty,
                mouse: (environment["AISLE_NO_MOUSE"] ?? "").isEmpty)
        } catch {
            Exit.fail(error)
        }
        var loop = DeskLoop(
            state: startup.state, terminal: terminal, store: startup.store,
            who: owner.map { "owner " + ShopOrderListing.short($0) }
                ?? StatusChangeOptions.loginName(),
            session: startup.session, saver: startup.saver, notices: startup.notices)
        let ending = loop.run()
        terminal.stop()
        for warning in loop.warnings { Exit.warn(warning) }
        switch ending {
        case .quit: Exit.exit(status: Exit.success)
        case .signal(let signo): NcursesTerminal.dieBySignal(signo)
        case .hangup: NcursesTerminal.dieBySignal(SIGHUP)
        }
    }
}
