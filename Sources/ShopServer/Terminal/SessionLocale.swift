#if canImport(Glibc)
    import Glibc
#endif

/// The locale a session's `aisle` runs in, from the client's: Unicode screens for a UTF-8
/// terminal (in the client's locale when the server has it, else `C.UTF-8`, which glibc always
/// has), ASCII screens for any other (`LANG=C`, `en_US.ISO-8859-1`), so that neither gets
/// mojibake. A client that says nothing is taken to be UTF-8, as nearly every terminal is.
struct SessionLocale: Equatable {
    /// `LANG` for the child.
    let lang: String
    /// Whether the child draws ASCII only (`AISLE_ASCII=1`).
    let ascii: Bool

    /// The choice for a client whose effective locale is `client`; `installed` says whether
    /// the server has a locale of that name.
    static func choose(client: String?, installed: (String) -> Bool) -> SessionLocale {
        guard let client else { return SessionLocale(lang: "C.UTF-8", ascii: false) }
        guard isUTF8(client) else { return SessionLocale(lang: "C", ascii: true) }
        return SessionLocale(lang: installed(client) ? client : "C.UTF-8", ascii: false)
    }

    /// Whether `name` names a UTF-8 locale (`en_GB.UTF-8`, `de_DE.utf8`, `C.UTF-8@euro`).
    static func isUTF8(_ name: String) -> Bool {
        let codeset = name.lowercased().split(separator: "@").first.map(String.init) ?? ""
        return codeset.hasSuffix(".utf-8") || codeset.hasSuffix(".utf8")
    }

    /// Whether glibc on this server can load `name` for the character type (what ncursesw
    /// needs); glibc matches `en_US.UTF-8` to an installed `en_US.utf8`.
    static func isInstalled(_ name: String) -> Bool {
        guard let locale = newlocale(LC_CTYPE_MASK, name, nil) else { return false }
        freelocale(locale)
        return true
    }
}
