import AisleRuntime
import CatalogDatabase
import Storefront

#if canImport(Glibc)
    import Glibc
#endif

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `RunOptions` holds, as plain values: `PlainLaunch` makes them for a plain run without
/// ArgumentParser (its parse costs a third of the instructions before the first frame), and
/// every command that reads the catalog starts up through them.
struct LaunchOptions: Equatable {
    /// `--catalog`.
    var catalog: String?
    /// `--customer`.
    var customer: String?
    /// `--fresh`.
    var fresh = false
    /// `--no-color`.
    var noColor = false
    /// `--no-mouse`.
    var noMouse = false
    /// `--currency` and `--strict`.
    var imports = ImportOptions()
    /// `--database`: the shop's PostgreSQL database (else `AISLE_DATABASE_URL`, else the
    /// SQLite file).
    var database: String?

    /// Whether to draw in colour: not with `--no-color` or a non-empty `NO_COLOR`.
    func color(_ environment: [String: String]) -> Bool {
        !noColor && (environment["NO_COLOR"] ?? "").isEmpty
    }

    /// Whether to turn mouse reporting on: not with `--no-mouse` or a non-empty `AISLE_NO_MOUSE`.
    func mouse(_ environment: [String: String]) -> Bool {
        !noMouse && (environment["AISLE_NO_MOUSE"] ?? "").isEmpty
    }

    /// Start-up for these options, or the program ends with the reason (status 2).
    ///
    /// The catalog is read first, so a bad one is reported with or without a terminal. For a
    /// run in the terminal (`readOnly` false) the terminal is checked next, before the state
    /// files are read: a run refused for want of a terminal sets no damaged file aside.
    ///
    /// `inspecting` (`aisle session`) keeps no catalog cache: a good one is used, else the
    /// catalog is imported into a temporary file.
    func startup(
        _ session: StartupOptions.Session, readOnly: Bool = false, inspecting: Bool = false
    ) -> Startup {
        if let customer, CustomerDirectory.name(for: customer) == nil {
            Exit.fail(
                "aisle: --customer takes a key fingerprint as ssh-keygen -lf prints it "
                    + "(SHA256: and 43 characters), not \"\(customer.prefix(60))\"")
        }
        // A served customer reads no server paths, not even in the lines printed before or
        // after the screen (`ServedText`).
        if customer != nil { Console.hideServerPaths() }
        // A served customer has no shell to return to: Ctrl-Z must not stop the session
        // (ignored before curses starts, so curses installs no handler of its own).
        if customer != nil, !readOnly { signal(SIGTSTP, SIG_IGN) }
        let options = StartupOptions(
            catalog: catalog, session: session, readOnly: readOnly, customer: customer,
            imports: imports)
        let environment = ProcessInfo.processInfo.environment
        do throws(StartupError) {
            let opened = try Startup.catalog(
                for: options, environment: environment,
                cache: CatalogCache(environment: environment, keeps: !inspecting),
                progressBar: {
                    ImportProgressBar.standardError(
                        importing: $0, ascii: TerminalCharset.glyphs.isASCII)
                })
            if let report = opened.report { Self.tell(report, file: options.catalog ?? "") }
            let url = ShopStoreChoice.url(option: database, environment: environment)
            // Served sessions sell from the edition their host claimed at its start.
            if let url, customer == nil, !readOnly {
                ShopStoreChoice.refuseAnotherEdition(
                    opened, file: catalog, url: url, environment: environment)
            }
            if !readOnly { Launcher.requireTerminal() }
            var dependencies = RuntimeDependencies.live
            if let url {
                dependencies.shopStore = ShopStoreChoice.opener(url, environment: environment)
            }
            return try Startup(
                options: options, catalog: opened, environment: environment,
                dependencies: dependencies)
        } catch {
            Exit.fail(error)
        }
    }

    /// What an import that kept the catalog has to say, once, on standard error: the notes,
    /// then each problem of the products left out and how many there were.
    static func tell(_ report: ImportReport, file: String) {
        for note in report.notes { Exit.warn(note) }
        guard let leftOut = report.leftOut, let summary = report.summary else { return }
        for line in leftOut.lines(file: file) { Console.printError("aisle: \(line)") }
        Exit.warn(summary)
    }

    /// What `--fresh` leaves of a saved session to restore.
    var restoring: StartupOptions.Session { fresh ? .fresh : .restore }
}
