import CNcursesw

#if canImport(Glibc)
    import Glibc
#endif

/// The locale ncurses needs: without a UTF-8 character type, non-ASCII text is drawn as
/// garbage and typed non-ASCII keys are silently dropped.
enum TerminalLocale {
    /// Takes the user's locale, then forces a UTF-8 character type if it is not one (CI and
    /// minimal containers often have no `LANG` at all).
    static func ensureUTF8() {
        setlocale(LC_ALL, "")
        if !isUTF8 { setlocale(LC_CTYPE, "C.UTF-8") }
    }

    /// Whether the current character type is UTF-8.
    static var isUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
