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
            if exitCode(for: error) == .validationFailure {
                Exit.failUsage(fullMessage(for: error))
            }
            // --help and --version where the terminal takes only ASCII: through `Console`
            // (the JSON of --experimental-dump-help, which makes the man page, stays as it is).
            if exitCode(for: error) == .success, TerminalCharset.glyphs.isASCII,
                !CommandLine.arguments.contains(TerminalCharset.dumpHelp)
            {
                for line in fullMessage(for: error).split(
                    separator: "\n", omittingEmptySubsequences: false)
                {
                    Console.print(String(line))
                }
                exit(withError: ExitCode.success)
            }
            exit(withError: error)
        }
    }
}
