import ArgumentParser
import StateFiles

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
            ResetCommand.self, OrdersCommand.self, DeskCommand.self, ServeCommand.self,
            ServeKeysCommand.self, ShopCommand.self,
        ],
        defaultSubcommand: RunCommand.self
    )

    /// `arguments` with a lone `-V` as `--version`, the short spelling most programs take
    /// (ArgumentParser knows only the long one).
    static func versionFlagSpelled(_ arguments: ArraySlice<String>) -> [String] {
        arguments.count == 1 && arguments.first == "-V" ? ["--version"] : Array(arguments)
    }

    /// Usage errors exit with status 2, like the other input errors (not ArgumentParser's 64).
    static func main() {
        // The plain runs skip ArgumentParser: its parse is a third of the start-up's work.
        if let plain = PlainLaunch.parse(Array(CommandLine.arguments.dropFirst())) {
            plain.launch()
        }
        do {
            var command = try parseAsRoot(versionFlagSpelled(CommandLine.arguments.dropFirst()))
            try command.run()
        } catch {
            let code = exitCode(for: error)
            // The JSON the man page is made from (see `ManualEscapes`) and the completion
            // scripts (see `CompletionScripts`), as they are: never made ASCII.
            if code == .success, CommandLine.arguments.contains(TerminalCharset.dumpHelp) {
                let json = ManualEscapes.escaped(fullMessage(for: error)) + "\n"
                DescriptorWriter.writeAll(Array(json.utf8), to: 1)
                Exit.exit(status: Exit.success)
            }
            if code == .success, let shell = CompletionScripts.shell(in: CommandLine.arguments) {
                let script = CompletionScripts.script(for: shell)
                DescriptorWriter.writeAll(Array(script.utf8), to: 1)
                Exit.exit(status: Exit.success)
            }
            // --help and --version where the terminal takes only ASCII: through `Console`.
            if code == .success, TerminalCharset.glyphs.isASCII {
                for line in fullMessage(for: error).split(
                    separator: "\n", omittingEmptySubsequences: false)
                {
                    Console.print(String(line))
                }
                Exit.exit(status: Exit.success)
            }
            Exit.finish(
                parsing: fullMessage(for: error),
                status: code == .validationFailure ? Exit.usage : code.rawValue)
        }
    }
}
