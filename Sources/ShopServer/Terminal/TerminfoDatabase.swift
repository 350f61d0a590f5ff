#if canImport(Glibc)
    import Glibc
#endif

/// Where ncurses looks for terminal descriptions, in its order, and whether a type is there:
/// `$TERMINFO`, `~/.terminfo`, `$TERMINFO_DIRS`, then Debian's and most systems' defaults. The
/// child runs with the server's `HOME`, `TERMINFO` and `TERMINFO_DIRS`, so what is found here is
/// what it will find.
struct TerminfoDatabase {
    /// The directories, in search order.
    let directories: [String]

    static let systemDirectories = [
        "/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo", "/usr/lib/terminfo",
        "/usr/local/share/terminfo",
    ]

    /// The directories for a process with `environment`.
    init(environment: [String: String]) {
        var directories: [String] = []
        if let own = environment["TERMINFO"], !own.isEmpty { directories.append(own) }
        if let home = environment["HOME"], !home.isEmpty { directories.append(home + "/.terminfo") }
        for entry in (environment["TERMINFO_DIRS"] ?? "").split(
            separator: ":", omittingEmptySubsequences: false)
        where !entry.isEmpty {
            directories.append(String(entry))
        }
        self.directories = directories + Self.systemDirectories
    }

    /// Whether some directory holds an entry for `term` (`x/xterm-256color`, or `78/…` as
    /// macOS and some builds lay it out). `term` must already be a plain name.
    func has(_ term: String) -> Bool {
        guard let first = term.unicodeScalars.first, SessionEnvironment.isPlainTerm(term) else {
            return false
        }
        let hex = String(first.value, radix: 16)
        return directories.contains { directory in
            access("\(directory)/\(first)/\(term)", R_OK) == 0
                || access("\(directory)/\(hex)/\(term)", R_OK) == 0
        }
    }
}
