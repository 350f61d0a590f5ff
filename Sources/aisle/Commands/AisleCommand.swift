import ArgumentParser

/// The `aisle` command: a storefront in the terminal. With no subcommand it runs, resuming
/// the saved session.
@main
struct AisleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "aisle",
        abstract: "A storefront in your terminal: browse, search, fill a cart, check out.",
        discussion: HelpText.discussion,
        version: AisleVersion.current,
        subcommands: [
            RunCommand.self, OpenCommand.self, LinkCommand.self, SessionCommand.self,
            ResetCommand.self, OrdersCommand.self, ServeCommand.self, ServeKeysCommand.self,
        ],
        defaultSubcommand: RunCommand.self
    )

    /// Usage errors exit with status 2, like the other input errors (not ArgumentParser's 64).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            Exit.finish(
                parsing: fullMessage(for: error),
                status: code == .validationFailure ? Exit.usage : code.rawValue)
        }
    }
}
