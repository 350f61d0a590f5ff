import AisleRuntime
import ArgumentParser
import CatalogDatabase

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The options every command that reads the catalog takes.
struct RunOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Read the catalog from <file> (default: $AISLE_CATALOG, else the bundled one).",
            valueName: "file"))
    var catalog: String?

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
        let options = StartupOptions(catalog: catalog, session: session, readOnly: readOnly)
        let environment = ProcessInfo.processInfo.environment
        do throws(StartupError) {
            let opened = try Startup.catalog(
                for: options, environment: environment,
                cache: CatalogCache(environment: environment, keeps: !inspecting),
                progressBar: ImportProgressBar.standardError)
            if !readOnly { Launcher.requireTerminal() }
            return try Startup(options: options, catalog: opened, environment: environment)
        } catch {
            Exit.fail(error)
        }
    }

    /// What `--fresh` leaves of a saved session to restore.
    var restoring: StartupOptions.Session { fresh ? .fresh : .restore }
}
