import AisleRuntime
import ArgumentParser
import StateFiles

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `aisle reset`: forget the saved screens (and with `--all` the cart; never orders).
struct ResetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset",
        abstract: "Forget the saved screens; --all also empties the cart. Orders are kept.",
        discussion: """
            Asks nothing; prints each file it removed.

            EXAMPLES
              aisle reset
              aisle reset --all
            """)

    @Flag(name: .long, help: "Also empty the cart.")
    var all = false

    func run() throws {
        let locations: Persistence.Locations
        do throws(XDGError) {
            locations = Persistence.Locations(
                try XDGDirectories(environment: ProcessInfo.processInfo.environment))
        } catch {
            // Without a home nothing was ever saved, so there is nothing to forget.
            Exit.warn("nothing to remove: \(error.message)")
            return
        }
        var failed = false
        for (path, outcome) in StateReset.reset(locations, includingCart: all) {
            if let problem = outcome.problem {
                Exit.warn(problem)
                failed = true
            } else {
                Console.print(
                    outcome == .removed ? "Removed \(path)" : "Nothing to remove at \(path)")
            }
        }
        if failed { Exit.exit(status: Exit.failure) }
    }
}
