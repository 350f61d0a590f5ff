import AisleRuntime
import ArgumentParser
import Storefront

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `aisle session`: what Aisle would restore, in words or as JSON.
struct SessionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "session",
        abstract: "Describe the saved session: screens, cart, and where the files are.",
        discussion: """
            EXAMPLES
              aisle session
              aisle session --json | jq '.[0]'
            """)

    @Flag(name: .long, help: "Print the validated path as JSON (the form navigation.json uses).")
    var json = false

    @OptionGroup var options: RunOptions

    func run() throws {
        let startup = options.startup(options.restoring, readOnly: true, inspecting: true)
        // Only what bears on the answer: not the launch's reminders (issue 19).
        for warning in startup.warnings { Exit.warn(warning) }
        let state = startup.state
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            // Routes are strings and objects, so this cannot fail in practice; if it ever did,
            // saying so beats printing an empty path that reads as "nothing saved".
            guard let data = try? encoder.encode(state.path.routes) else {
                Exit.fail("aisle: the saved path could not be written as JSON")
            }
            Console.printJSON(String(decoding: data, as: UTF8.self))
            return
        }
        SessionSummary.lines(for: state, persistence: startup.persistence).forEach(Console.print)
    }
}
