import AisleRuntime
import ArgumentParser
import Navigation
import StateFiles

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
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
        do {
            locations = Persistence.Locations(
                try XDGDirectories(environment: ProcessInfo.processInfo.environment))
        } catch {
            Exit.fail("aisle: \(error.message)")
        }
        var paths = [locations.session]
        if all { paths.append(locations.cart) }
        var failed = false
        for path in paths {
            if unlink(path) == 0 {
                print("Removed \(path)")
            } else if errno == ENOENT {
                print("Nothing to remove at \(path)")
            } else {
                StandardError.write(
                    "aisle: could not remove \(path): \(String(cString: strerror(errno)))\n")
                failed = true
            }
        }
        if failed { Exit.exit(status: Exit.failure) }
    }
}
