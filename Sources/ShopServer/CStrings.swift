#if canImport(Glibc)
    import Glibc
#endif

/// `argv`- and `envp`-shaped C arrays for the children the server starts (sessions and
/// `--on-order` runs).
enum CStrings {
    /// Runs `body` with a NULL-terminated C array of `strings`, freed afterwards.
    static func with<Result>(
        _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result
    ) -> Result {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        return body(pointers)
    }
}
