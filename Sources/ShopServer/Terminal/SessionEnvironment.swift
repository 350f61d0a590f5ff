/// The environment of a session's `aisle`: the few variables of the server's own that say
/// where files live and how to run, then TERM (`TerminalType`) and LANG (`SessionLocale`) as
/// chosen from the client's. Nothing else a client sends gets through.
enum SessionEnvironment {
    /// The server's variables a session keeps (where its files are, the clock, the path, and
    /// the shop's database server with what libpq would read beside its URL: the password, the
    /// password file, the user, TLS).
    static let kept = [
        "PATH", "HOME", "USER", "LOGNAME", "TZ", "XDG_STATE_HOME", "XDG_DATA_HOME",
        "XDG_CACHE_HOME", "XDG_CONFIG_HOME", "AISLE_CATALOG", "AISLE_BENCH_TRACE", "TERMINFO",
        "TERMINFO_DIRS", "AISLE_DATABASE_URL", "PGPASSWORD", "PGPASSFILE", "PGUSER", "PGSSLMODE",
    ]

    /// `NAME=value` strings for a session with terminal type `term` (already chosen) in
    /// `locale`.
    static func make(server: [String: String], term: String, locale: SessionLocale) -> [String] {
        var variables: [String: String] = [:]
        for name in kept { variables[name] = server[name] }
        variables["TERM"] = term
        variables["LANG"] = locale.lang
        // A terminal that is not UTF-8 gets ASCII screens, never bytes it would show as mojibake.
        if locale.ascii { variables["AISLE_ASCII"] = "1" }
        return variables.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    }

    /// Whether `term` may be passed on at all (terminfo names: letters, digits, `-+._`); an
    /// unknown but plain name is passed on for `aisle` to refuse in its own words.
    static func isPlainTerm(_ term: String) -> Bool {
        !term.isEmpty && term.count <= 64
            && term.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                    || "-+._".unicodeScalars.contains($0)
            }
    }
}
