import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

/// Whether Aisle may draw and print anything but ASCII: not when `AISLE_ASCII` is set (and
/// not "0"), nor when the user's locale is not UTF-8 (`LANG=C`), where a `▸` or a `é` would
/// arrive as mojibake. Decided once, before curses starts (which forces a UTF-8 character type
/// for itself), and handed to the run loop's state, the import bar and `Console`.
enum TerminalCharset {
    /// The symbols for this process's terminal.
    static let glyphs: Glyphs = choose(
        asciiRequested: getenv("AISLE_ASCII").map { String(cString: $0) },
        codeset: userCodeset())

    /// The symbols of `--help`: this terminal's, but always Unicode for the JSON
    /// `--experimental-dump-help` gives the man page generator.
    static var helpGlyphs: Glyphs {
        CommandLine.arguments.contains(dumpHelp) ? .unicode : glyphs
    }

    /// The argument with which ArgumentParser describes the commands for the man page.
    static let dumpHelp = "--experimental-dump-help"

    /// ASCII when `asciiRequested` is set and not "0", or when `codeset` is not UTF-8.
    static func choose(asciiRequested: String?, codeset: String) -> Glyphs {
        if let asked = asciiRequested, !asked.isEmpty, asked != "0" { return .ascii }
        let name = codeset.uppercased()
        return name == "UTF-8" || name == "UTF8" ? .unicode : .ascii
    }

    /// The character set of the user's own locale (`LC_ALL`, `LC_CTYPE`, `LANG`).
    private static func userCodeset() -> String {
        setlocale(LC_CTYPE, "")
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return "" }
        return String(cString: codeset)
    }
}
