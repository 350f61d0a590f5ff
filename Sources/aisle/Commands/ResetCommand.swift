import AisleApp
import AisleRuntime
import ArgumentParser
import StateFiles
import Storefront

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
            Exit.fail(.directories(error))
        }
        let writer = AtomicFileWriter()
        var outcomes = [
            (
                locations.session,
                StateReset.reset(locations.session, reading: SessionDocument.read, writer: writer)
            )
        ]
        if all {
            outcomes.append(
                (
                    locations.cart,
                    StateReset.reset(locations.cart, reading: CartDocument.read, writer: writer)
                ))
        }
        var failed = false
        for (path, outcome) in outcomes {
            switch outcome {
            case .removed: print("Removed \(path)")
            case .absent: print("Nothing to remove at \(path)")
            case .refused, .failed:
                Exit.warn(outcome.problem ?? "could not remove \(path)")
                failed = true
            }
        }
        if failed { Exit.exit(status: Exit.failure) }
    }
}
