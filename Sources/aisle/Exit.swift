import AisleRuntime
import NcursesBackend
import Storefront

#if canImport(Glibc)
    import Glibc
#endif

/// How `aisle` ends, and the one place typed errors become `aisle: …` lines. The statuses are
/// documented in `--help`: 0 success, 1 a file could not be changed, 2 a usage or input error,
/// 128 + n killed by signal n.
enum Exit {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 2

    /// Prints `message` as one line on standard error and exits with `status` (default 2).
    static func fail(_ message: String, status: Int32 = usage) -> Never {
        StandardError.write(message + "\n")
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
            fail(problem.message(file: file))
        }
    }

    /// The link given to `aisle open` does not parse: status 2.
    static func fail(_ error: DeepLinkError) -> Never { fail("aisle: \(error.message)") }

    /// There is no usable terminal: status 2.
    static func fail(_ error: TerminalSetupError) -> Never { fail(error.message) }

    /// A notice from start-up, printed by the commands that need no terminal.
    static func warn(_ notice: String) { StandardError.write("aisle: \(notice)\n") }

    /// Ends the process with `status`.
    static func exit(status: Int32) -> Never {
        Glibc.exit(status)
    }
}
