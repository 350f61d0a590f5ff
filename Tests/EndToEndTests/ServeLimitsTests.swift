import Glibc
import Testing

/// `aisle serve`'s limits: sessions at once (all, and per key), idleness, and logging in.
@Suite(
    "Serve limits", .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .enabled(if: SSHKey.clientAvailable, "the OpenSSH client (ssh, ssh-keygen) is not installed"),
    .timeLimit(.minutes(20)))
struct ServeLimitsTests {
    @Test(
        "one session too many is told why and closed",
        arguments: [
            ("--max-sessions-per-key", true, "as many sessions open as one key may (1)"),
            ("--max-sessions", false, "The shop is full (1 at once at most)"),
        ])
    func oneTooMany(flag: String, sameKey: Bool, message: String) throws {
        let server = try ShopServerProcess()
        try server.start([flag, "1"])
        let (key, first) = try server.customer("first")
        let other = sameKey ? key : try SSHKey("second", in: server.scratch)
        let second = try TmuxSession()
        try second.connect(other.sshCommand(port: server.port))
        #expect(try second.waitForExit() == .exited(1))
        #expect(try second.transcript().contains(message))
        try first.sendKeys("q")
        #expect(try first.waitForExit() == .exited(0))
    }

    @Test(
        "an idle session is warned, a key puts it off, then it is saved and closed (--idle-timeout)"
    )
    func idleTimeout() throws {
        let server = try ShopServerProcess()
        try server.start(["--idle-timeout", "20"])
        let (key, session) = try server.customer("idler")
        try session.sendKeys("Enter")
        try session.waitForTitle("Coffee & Tea")
        let warning = "this session closes in 10 s"
        try session.waitFor(warning, timeout: .seconds(60))
        try session.sendKeys("Down")
        try session.waitUntil("the warning painted over") { rows in
            !ScreenRows.text(rows).contains(warning) && ScreenRows.bottomRow(rows).contains("quit")
        }
        try session.waitFor(warning, timeout: .seconds(60))
        #expect(try session.waitForExit(timeout: .seconds(60)) == .exited(128 + SIGHUP))
        #expect(try session.transcript().contains("Closed after 20s without a key pressed"))
        let saved = SavedNavigation.path(inFile: server.navigationFile(for: key.fingerprint))
        #expect(saved == ["category/coffee"])
    }

    @Test("a connection that never logs in is dropped after the login grace time")
    func loginGraceTime() throws {
        let server = try ShopServerProcess()
        try server.start(["--login-grace-time", "1"])
        let connection = try LoopbackConnection(port: server.port)
        // The server speaks first (its version line); then, with nothing from us, it hangs up.
        #expect(try connection.readUntilClosed(timeout: .seconds(60)).hasPrefix("SSH-2.0-"))
        try server.waitForLog("the dropped connection") {
            $0.contains(" event=disconnect address=127.0.0.1:") && $0.contains(" login=none ")
        }
    }
}
