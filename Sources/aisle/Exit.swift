import AisleRuntime
import CatalogDatabase
import NcursesBackend
import ShopServer
import Storefront

#if canImport(Glibc)
    import Glibc
#endif

/// How `aisle` ends, and the one place typed errors become `aisle: …` lines (printed through
/// `Console`, so whatever they quote shows as placeholders, never as controls). The statuses are
/// documented in `--help`: 0 success, 1 a file could not be changed, 2 a usage or input error,
/// 128 + n killed by signal n.
enum Exit {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 2

    /// Prints `message` as one line on standard error and exits with status 2.
    static func fail(_ message: String) -> Never {
        Console.printError(message)
        exit(status: usage)
    }

    /// What ArgumentParser made of the command line, ended as its own `exit(withError:)`
    /// would: `--help`, `--version` and the completion scripts on standard output, byte for
    /// byte (a completion script's tabs stay tabs, so not through `Console`), with status 0; a usage error (status 2) or anything else line by line on standard
    /// error. Here, so that `Exit` is the only place the process ends.
    static func finish(parsing message: String, status: Int32) -> Never {
        if status == success {
            if !message.isEmpty { Swift.print(message) }
        } else {
            var lines = message.split(separator: "\n", omittingEmptySubsequences: false)
            while lines.last?.isEmpty == true { lines.removeLast() }
            for line in lines { Console.printError(String(line)) }
        }
        exit(status: status)
    }

    /// Start-up could not find or read what it needs: status 2.
    static func fail(_ error: StartupError) -> Never {
        switch error {
        case .catalogNotFound:
            fail(
                "aisle: the bundled catalog was not found next to the program; "
                    + "name one with --catalog FILE")
        case .catalog(let problem, let file):
            // Every problem of a bad catalog, one line each (at most 21: `CatalogProblemLog`).
            for line in problem.messages(file: file).dropLast() { Console.printError(line) }
            fail(problem.messages(file: file).last ?? "aisle: the catalog cannot be used")
        case .catalogImport(let temporary, let cache):
            let advice =
                temporary.isFull
                ? "free some space" : "set XDG_CACHE_HOME or TMPDIR to a writable directory"
            fail(
                "aisle: could not import the catalog: no cache is kept (\(cache.reason)), "
                    + "and the temporary file \(temporary.path) could not be written "
                    + "(\(temporary.reason)); \(advice)")
        }
    }

    /// The link given to `aisle open` does not parse: status 2.
    static func fail(_ error: DeepLinkError) -> Never { fail("aisle: \(error.message)") }

    /// The shop server could not start: status 1 (the command line was fine).
    static func fail(_ error: ServerError) -> Never {
        Console.printError("aisle: serve: \(error.message)")
        exit(status: failure)
    }

    /// This host's catalog is not the shop's (`aisle serve`, or `aisle --database`, on
    /// PostgreSQL): status 1.
    static func fail(_ mismatch: CatalogEditionMismatch) -> Never {
        Console.printError("aisle: \(mismatch.fromTerminal ? "" : "serve: ")\(mismatch.message)")
        exit(status: failure)
    }

    /// There is no usable terminal: status 2. What is wrong, then what to do about it.
    static func fail(_ error: TerminalSetupError) -> Never {
        fail("\(error.message) (\(error.advice))")
    }

    /// A notice from start-up (printed by the commands that need no terminal) or a warning
    /// from a run, printed after the screen is restored.
    static func warn(_ notice: String) { Console.printError("aisle: \(notice)") }

    /// Ends the process with `status`.
    static func exit(status: Int32) -> Never {
        Glibc.exit(status)
    }
}
