import Testing

@testable import ShopServer

@Suite(.timeLimit(.minutes(10))) struct TerminalTypeTests {
    /// A server with Debian's ncurses-base only.
    private static func installed(_ term: String) -> Bool {
        ["xterm", "xterm-256color", "screen", "screen-256color", "tmux-256color", "linux", "dumb"]
            .contains(term)
    }

    @Test(arguments: [
        ("xterm-256color", TerminalType.known("xterm-256color")),
        ("linux", .known("linux")),
        ("xterm-ghostty", .fallback(from: "xterm-ghostty", to: "xterm-256color")),
        ("xterm-kitty", .fallback(from: "xterm-kitty", to: "xterm-256color")),
        ("wezterm", .fallback(from: "wezterm", to: "xterm-256color")),
        ("foot", .fallback(from: "foot", to: "xterm-256color")),
        ("alacritty", .fallback(from: "alacritty", to: "xterm-256color")),
        ("tmux-direct", .fallback(from: "tmux-direct", to: "tmux-256color")),
        ("screen.xterm-256color", .fallback(from: "screen.xterm-256color", to: "screen-256color")),
        ("dumb", .refused),
        ("", .refused),
        ("no-such-terminal", .refused),
        ("vt100 x", .refused),
    ])
    func knownTypesPassCloseOnesFallBackTheRestAreRefused(term: String, expected: TerminalType) {
        #expect(TerminalType.resolve(term, installed: Self.installed) == expected)
    }

    @Test func noFallbackWhenTheServerHasNoneOfTheRelatives() {
        #expect(TerminalType.resolve("xterm-ghostty", installed: { _ in false }) == .refused)
    }

    @Test func theTerminfoDatabaseFindsThisMachinesXterm() {
        let database = TerminfoDatabase(environment: [:])
        #expect(database.has("xterm"))
        #expect(!database.has("no-such-terminal"))
        #expect(!database.has("../x/xterm"))
    }

    @Test func ownDirectoriesComeBeforeTheSystems() {
        let database = TerminfoDatabase(environment: [
            "TERMINFO": "/t", "HOME": "/h", "TERMINFO_DIRS": "/a::/b",
        ])
        #expect(Array(database.directories.prefix(4)) == ["/t", "/h/.terminfo", "/a", "/b"])
    }
}
