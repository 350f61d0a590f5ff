import AisleApp
import ArgumentParser

/// The `aisle` command: parses the command line, then hands over to `Launcher`.
@main
struct AisleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "aisle",
        abstract: "A storefront in your terminal: browse, search, fill a cart.",
        discussion: """
            Aisle resumes where you left off: the screens you had open, the highlighted rows and \
            the cart are saved when you quit (and within a second of any change) and restored \
            at the next launch, checked against today's catalog.

            FILES
              $XDG_STATE_HOME/aisle/navigation.json   the saved screens (default ~/.local/state)
              $XDG_DATA_HOME/aisle/cart.json          the cart (default ~/.local/share)

            ENVIRONMENT
              AISLE_CATALOG    catalog file used when --catalog is not given
              NO_COLOR         when set, draw without colour
              XDG_STATE_HOME, XDG_DATA_HOME   where the files above live

            EXIT STATUS
              0 success; 2 bad command line, catalog or environment (one line on stderr says \
            what and where); killed by a signal: 128 + its number.

            EXAMPLES
              aisle                          resume the last session
              aisle --fresh                  start at Home
              aisle --catalog shop.json      browse another catalog
            """,
        version: AisleVersion.current
    )

    @Option(name: .long, help: ArgumentHelp("Read the catalog from <file>.", valueName: "file"))
    var catalog: String?

    @Flag(name: .long, help: "Start at Home instead of the saved screens (they are saved on quit).")
    var fresh = false

    @Flag(name: .long, help: "Draw without colour (as does setting NO_COLOR).")
    var noColor = false

    func run() throws {
        let options = Launcher.Options(catalogPath: catalog, fresh: fresh, noColor: noColor)
        Launcher.run(options)
    }

    /// Usage errors exit with status 2, like the other input errors, not ArgumentParser's 64.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                printError(fullMessage(for: error))
                Launcher.exit(status: 2)
            }
            exit(withError: error)
        }
    }

    private static func printError(_ message: String) {
        StandardError.write(message + "\n")
    }
}
