import AisleRuntime
import ArgumentParser
import Storefront

/// `aisle link`: the saved session as a link, for sharing or for `aisle open`.
struct LinkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "link",
        abstract: "Print the saved session as a link and exit (needs no terminal).",
        discussion: """
            The screens are checked against today's catalog first, as a launch would, and \
            nothing on disk is changed.

            EXAMPLES
              aisle link
              aisle open "$(aisle link)"
            """)

    @OptionGroup var options: RunOptions

    func run() throws {
        let startup = options.startup(options.restoring, readOnly: true)
        for notice in startup.notices { Exit.warn(notice) }
        Console.print(startup.state.link)
    }
}
