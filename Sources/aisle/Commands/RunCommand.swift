import ArgumentParser

/// `aisle` / `aisle run`: open the storefront where you left it.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open Aisle where you left it (what plain `aisle` does).",
        discussion: """
            EXAMPLES
              aisle                       resume the last session
              aisle --fresh               start at Home
              aisle --catalog shop.json   browse another catalog
            """)

    @OptionGroup var options: RunOptions

    func run() throws {
        Launcher.run(options.startup(options.restoring), options: options.launch)
    }
}
