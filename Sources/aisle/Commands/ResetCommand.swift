import AisleRuntime
import ArgumentParser
import StateFiles

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `aisle reset`: forget the saved screens (and with `--all` the cart; never orders), of every
/// catalog, or with `--catalog` of that one catalog only.
struct ResetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset",
        abstract: "Forget the saved screens; --all also empties the cart. Orders are kept.",
        discussion: """
            Asks nothing; prints each file it removed or changed. Without --catalog it \
            forgets the screens of every catalog (and with --all every catalog's cart lines); \
            with --catalog only that catalog's, keeping the others. Refused (status 1) while \
            an Aisle is running on these files, which would save its screens over the reset.

            EXAMPLES
              aisle reset
              aisle reset --all
              aisle reset --catalog shop.json
            """)

    @Flag(name: .long, help: "Also empty the cart.")
    var all = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Forget only the session (and with --all the cart lines) of catalog <file>.",
            valueName: "file"),
        completion: .file())
    var catalog: String?

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
        let reset = StateReset.unlessRunning(locations) {
            if let catalog {
                StateReset.reset(
                    locations,
                    catalog: CatalogKey.of(
                        path: catalog, bundledPath: CatalogLocator.bundledCatalog()),
                    untaggedOwner: CatalogKey.ownerOfUntagged(
                        environment: ProcessInfo.processInfo.environment,
                        bundledPath: CatalogLocator.bundledCatalog()),
                    includingCart: all)
            } else {
                StateReset.reset(locations, includingCart: all)
            }
        }
        // A running Aisle would save its screens over the reset a second later.
        let outcomes: [(path: String, outcome: StateReset.Outcome)]
        switch reset {
        case .success(let done): outcomes = done
        case .failure(let running):
            Exit.warn(running.message)
            Exit.exit(status: Exit.failure)
        }
        var failed = false
        for (path, outcome) in outcomes {
            if let problem = outcome.problem {
                Exit.warn(problem)
                failed = true
            } else {
                let isCart = path == locations.cart || path == locations.database
                let part = isCart ? "the cart lines" : "the saved screens"
                Console.print(
                    Self.line(outcome, path: path, part: catalog.map { "\(part) of \($0)" } ?? part)
                )
            }
        }
        if failed { Exit.exit(status: Exit.failure) }
    }

    /// What happened at `path`; `part` names what a rewrite took out of it.
    private static func line(_ outcome: StateReset.Outcome, path: String, part: String) -> String {
        switch outcome {
        case .removed: "Removed \(path)"
        case .rewritten: "Removed \(part) from \(path)"
        default: "Nothing to remove at \(path)"
        }
    }
}
