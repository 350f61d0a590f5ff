#if canImport(Glibc)
    import Glibc
#endif

/// How `aisle` ends. The statuses are documented in `--help`: 0 success, 1 a file could not
/// be changed, 2 a usage or input error, 128 + n killed by signal n.
enum Exit {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 2

    /// Prints `message` as one line on standard error and exits with status 2.
    static func fail(_ message: String, status: Int32 = usage) -> Never {
        StandardError.write(message + "\n")
        exit(status: status)
    }

    /// Ends the process with `status`.
    static func exit(status: Int32) -> Never {
        Glibc.exit(status)
    }
}
