import AisleApp
import Navigation
import NcursesBackend
import Storefront

#if canImport(Glibc)
    import Glibc
#endif

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Wires the program together: catalog, files, terminal, run loop, and the way out. Input
/// errors are reported here, before the terminal is touched, as one line and status 2.
enum Launcher {
    struct Options {
        var catalogPath: String?
        var fresh: Bool
        var noColor: Bool
    }

    static func run(_ options: Options) -> Never {
        let environment = ProcessInfo.processInfo.environment
        let catalog = loadCatalog(options, environment: environment)
        let directories: XDGDirectories
        do {
            directories = try XDGDirectories(environment: environment)
        } catch {
            fail("aisle: \(error.message)")
        }
        let writer = AtomicFileWriter()
        var persistence = Persistence(directories: directories, writer: writer)
        // Temporary files from saves a crash interrupted; never ones young enough to belong to
        // another instance saving right now.
        for path in [persistence.session.path, persistence.cart.path, persistence.orders.path] {
            writer.removeStaleTemporaries(for: path, olderThan: 60)
        }
        var notices: [String] = []

        let (savedCart, cartNotice) = persistence.cart.load(reading: CartDocument.read, writer: writer)
        notices += [cartNotice].compactMap { $0 }
        var cart = savedCart ?? Cart()
        let dropped = cart.reconcile(with: catalog)
        if !dropped.isEmpty {
            let names = dropped.map(\.rawValue).joined(separator: ", ")
            notices.append("Removed from the cart, no longer sold: \(names)")
        }
        let (savedOrders, ordersNotice) = persistence.orders.load(
            reading: OrdersDocument.read, writer: writer)
        notices += [ordersNotice].compactMap { $0 }
        let month = Timestamp.thisMonth()
        var state = AppState(
            catalog: catalog, cart: cart, orders: savedOrders ?? [],
            today: YearMonth(year: month.year, month: month.month))
        if !options.fresh {
            let (document, notice) = persistence.session.load(
                reading: SessionDocument.read, writer: writer)
            notices += [notice].compactMap { $0 }
            if let document, let restoreNotice = SessionRestore.apply(document, to: &state) {
                notices.insert(restoreNotice.text, at: 0)
            }
        }
        if !notices.isEmpty { state.notice = Notice(notices.joined(separator: " · "), tone: .warning) }

        let terminal: NcursesTerminal
        do {
            let color = !options.noColor && (environment["NO_COLOR"] ?? "").isEmpty
            terminal = try NcursesTerminal.start(color: color)
        } catch {
            fail(error.message)
        }
        var loop = RunLoop(
            state: state, persistence: persistence, terminal: terminal,
            trace: BenchTrace(path: environment["AISLE_BENCH_TRACE"]))
        let ending = loop.run()
        terminal.stop()
        for warning in loop.warnings { StandardError.write("aisle: \(warning)\n") }
        switch ending {
        case .quit: exit(status: 0)
        case .signal(let signo): NcursesTerminal.dieBySignal(signo)
        case .hangup: NcursesTerminal.dieBySignal(SIGHUP)
        }
    }

    private static func loadCatalog(_ options: Options, environment: [String: String]) -> Catalog {
        let path =
            options.catalogPath ?? environment["AISLE_CATALOG"].flatMap { $0.isEmpty ? nil : $0 }
            ?? CatalogLocator.bundledCatalog()
        guard let path else {
            fail(
                "aisle: the bundled catalog was not found next to the program; "
                    + "name one with --catalog FILE")
        }
        do {
            return try Catalog.load(contentsOf: path)
        } catch {
            fail(error.message(file: path))
        }
    }

    /// Prints `message` as one line on standard error and exits with status 2.
    static func fail(_ message: String) -> Never {
        StandardError.write(message + "\n")
        exit(status: 2)
    }

    /// Ends the process with `status`.
    static func exit(status: Int32) -> Never {
        #if canImport(Glibc)
            Glibc.exit(status)
        #else
            Foundation.exit(status)
        #endif
    }
}
