/// The environment of a session's `aisle`: the few variables of the server's own that say
/// where files live and how to run, then TERM from the client's pty request and LANG only when
/// the client asked for a UTF-8 locale. Nothing else a client sends gets through.
enum SessionEnvironment {
    /// The server's variables a session keeps (where its files are, the clock, the path).
    static let kept = [
        "PATH", "HOME", "USER", "LOGNAME", "TZ", "XDG_STATE_HOME", "XDG_DATA_HOME",
        "XDG_CACHE_HOME", "XDG_CONFIG_HOME", "AISLE_CATALOG", "AISLE_BENCH_TRACE", "TERMINFO",
        "TERMINFO_DIRS",
    ]

    /// `NAME=value` strings for a session with terminal type `term` and the client's `lang`.
    static func make(server: [String: String], term: String, lang: String?) -> [String] {
        var variables: [String: String] = [:]
        for name in kept { variables[name] = server[name] }
        variables["TERM"] = term
        // ncursesw draws wide text only in a UTF-8 locale; the client's, else a neutral one.
        variables["LANG"] = lang.flatMap { isUTF8Locale($0) ? $0 : nil } ?? "C.UTF-8"
        return variables.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    }

    /// Whether `value` names a UTF-8 locale made of plain characters (`en_GB.UTF-8`).
    static func isUTF8Locale(_ value: String) -> Bool {
        let lower = value.lowercased()
        let plain =
            value.count <= 64
            && value.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                    || "_.-@".unicodeScalars.contains($0)
            }
        return plain && (lower.hasSuffix(".utf-8") || lower.hasSuffix(".utf8"))
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
