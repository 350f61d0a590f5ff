/// The terminal type a session's `aisle` gets, from the client's `TERM`: the same when the
/// server's terminfo has it, a close relative when it does not but one is known to work
/// (`xterm-ghostty`, `wezterm`, `foot` → `xterm-256color`, logged), refused only when nothing
/// can work (`dumb`, none, an unknown type of no known family).
enum TerminalType: Equatable {
    /// Passed on as it is.
    case known(String)
    /// The client's type is unknown here; `to` is used instead.
    case fallback(from: String, to: String)
    /// Nothing to run on.
    case refused

    /// Modern terminals whose own entries are often missing on a server but which speak
    /// xterm's language (their entries are built on xterm-256color).
    static let xtermLike: Set<String> = [
        "alacritty", "alacritty-direct", "contour", "contour-latest", "foot", "foot-direct",
        "foot-extra", "ghostty", "iterm2", "kitty", "kitty-direct", "mintty", "rio",
        "vte", "vte-256color", "wezterm", "gnome", "gnome-256color", "konsole",
        "konsole-256color",
    ]

    /// The choice for `term`; `installed` says whether the server's terminfo has an entry.
    static func resolve(_ term: String, installed: (String) -> Bool) -> TerminalType {
        guard SessionEnvironment.isPlainTerm(term), term != "dumb" else { return .refused }
        if installed(term) { return .known(term) }
        guard let to = candidates(for: term).first(where: installed) else { return .refused }
        return .fallback(from: term, to: to)
    }

    /// Close relatives of `term`, best first.
    static func candidates(for term: String) -> [String] {
        if term.hasPrefix("xterm") || xtermLike.contains(term) {
            return ["xterm-256color", "xterm"]
        }
        if term.hasPrefix("tmux") { return ["tmux-256color", "screen-256color", "screen"] }
        if term.hasPrefix("screen") { return ["screen-256color", "screen"] }
        if term.hasPrefix("rxvt-unicode") { return ["rxvt-unicode-256color", "rxvt-unicode"] }
        return []
    }
}
