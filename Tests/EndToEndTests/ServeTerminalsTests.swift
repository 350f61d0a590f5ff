import Glibc
import Testing

/// Customers are not turned away for their terminal: the locale their ssh sends decides
/// Unicode or ASCII screens, and a terminal type the server has no terminfo for runs as a close
/// relative. Every session start is one log line.
@Suite(
    "Serve terminals", .timeLimit(.minutes(20)),
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .enabled(if: SSHKey.clientAvailable, "the OpenSSH client (ssh, ssh-keygen) is not installed"))
struct ServeTerminalsTests {
    /// Connects `name` with the client's `environment` and opens Coffee & Tea; its top bar.
    private static func openCoffee(
        _ server: ShopServerProcess, _ name: String, environment: [String: String?]
    ) throws -> (key: SSHKey, session: TmuxSession, rows: [String]) {
        let key = try SSHKey(name, in: server.scratch)
        let session = try TmuxSession()
        try session.connect(key.sshCommand(port: server.port), environment: environment)
        try session.waitUntil("Home") { rows in
            ScreenRows.topBar(rows).hasPrefix(" 1 Home ")
        }
        try session.sendKeys("Enter")
        let rows = try session.waitUntil("Coffee & Tea") { rows in
            ScreenRows.topBar(rows).contains("2 Coffee & Tea")
        }
        return (key, session, rows)
    }

    @Test("LANG=en_US.UTF-8 on a server without that locale gets the Unicode screens")
    func missingUTF8LocaleIsUnicode() throws {
        let server = try ShopServerProcess()
        try server.start()
        let (key, session, rows) = try Self.openCoffee(
            server, "debian-laptop", environment: ["LANG": "en_US.UTF-8"])
        #expect(ScreenRows.topBar(rows).hasPrefix(" 1 Home › 2 Coffee & Tea"), "\(rows)")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
        let line = try server.waitForLog("the session line") { $0.contains(" event=session ") }
        #expect(line.contains(" fingerprint=\(key.fingerprint.prefix(19)) "), "\(line)")
        #expect(line.contains(" lang=C.UTF-8 ascii=no"), "\(line)")
        #expect(line.contains(" term=xterm-256color size=80x24 "), "\(line)")
        try server.waitForLog("the exit line") {
            $0.contains(" event=exit ") && $0.contains(" status=0 ")
        }
    }

    @Test("LANG=C gets the ASCII screens")
    func plainLocaleIsASCII() throws {
        let server = try ShopServerProcess()
        try server.start()
        let (_, session, rows) = try Self.openCoffee(
            server, "old-terminal", environment: ["LANG": "C"])
        #expect(ScreenRows.topBar(rows).hasPrefix(" 1 Home / 2 Coffee & Tea"), "\(rows)")
        for row in rows {
            #expect(row.unicodeScalars.allSatisfy { $0.isASCII }, "an ASCII row: \(row)")
        }
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
        let line = try server.waitForLog("the session line") { $0.contains(" event=session ") }
        #expect(line.contains(" lang=C ascii=yes"), "\(line)")
    }

    @Test("TERM=xterm-ghostty shops as xterm-256color, and the log says so")
    func ghosttyShops() throws {
        let server = try ShopServerProcess()
        try server.start()
        let (key, session, _) = try Self.openCoffee(
            server, "ghostty-user", environment: ["TERM": "xterm-ghostty"])
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
        try server.waitForLog("the fallback line") {
            $0.contains(" event=term-fallback ")
                && $0.contains(" fingerprint=\(key.fingerprint.prefix(19)) ")
                && $0.hasSuffix(" term=xterm-ghostty used=xterm-256color")
        }
    }
}
