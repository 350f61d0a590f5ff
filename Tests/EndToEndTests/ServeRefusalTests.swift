import Glibc
import Testing

/// What `aisle serve` refuses: commands, passwords, and more sessions than a key may have.
@Suite(
    "Serve refusals", .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .enabled(if: SSHKey.clientAvailable, "the OpenSSH client (ssh, ssh-keygen) is not installed"))
struct ServeRefusalTests {
    @Test("ssh host some-command runs nothing: one line, exit status 2")
    func commandsRunNothing() throws {
        let server = try ShopServerProcess()
        try server.start()
        let key = try SSHKey("commander", in: server.scratch)
        let marker = server.scratch.file("ran")
        var command = key.sshCommand(port: server.port, command: ["touch", marker])
        command.removeAll { $0 == "-tt" }
        let result = try ProcessSpawner.run(
            command,
            environment: ["PATH": AisleProgram.searchPath, "HOME": server.home],
            scratch: server.scratch)
        #expect(result.termination == .exited(2))
        #expect(result.error.contains("Aisle runs no commands"), "stderr: \(result.error)")
        #expect(access(marker, F_OK) != 0, "nothing ran")
        #expect(access(server.stateHome + "/aisle/customers", F_OK) != 0, "no session started")
    }

    @Test("a password is refused with a line saying how to make a key")
    func passwordRefused() throws {
        let server = try ShopServerProcess()
        try server.start()
        let key = try SSHKey("forgetful", in: server.scratch)
        let session = try TmuxSession()
        try session.connect(
            key.sshCommand(
                port: server.port,
                extra: [
                    "-o", "PubkeyAuthentication=no", "-o", "PreferredAuthentications=password",
                ]))
        try session.waitFor("password:")
        try session.type("hunter2")
        try session.sendKeys("Enter")
        #expect(try session.waitForExit() == .exited(1))
        #expect(try session.transcript().contains("Make a key with `ssh-keygen -t ed25519`"))
        #expect(access(server.stateHome + "/aisle/customers", F_OK) != 0, "no session started")

        // Without a way to type one, the client is simply turned away.
        var batch = key.sshCommand(
            port: server.port, extra: ["-o", "PubkeyAuthentication=no", "-o", "BatchMode=yes"])
        batch.removeAll { $0 == "-tt" }
        let result = try ProcessSpawner.run(
            batch, environment: ["PATH": AisleProgram.searchPath, "HOME": server.home],
            scratch: server.scratch)
        #expect(result.termination == .exited(255))
        #expect(result.error.contains("Permission denied"), "stderr: \(result.error)")
    }

    @Test("a key may have only so many sessions at once (--max-sessions-per-key)")
    func sessionsPerKey() throws {
        let server = try ShopServerProcess()
        try server.start(["--max-sessions-per-key", "1"])
        let (key, first) = try server.customer("greedy")
        let second = try TmuxSession()
        try second.connect(key.sshCommand(port: server.port))
        #expect(try second.waitForExit() == .exited(1))
        #expect(try second.transcript().contains("as many sessions open as one key may (1)"))
        try first.sendKeys("q")
        #expect(try first.waitForExit() == .exited(0))
    }

    @Test("an idle session is warned, a key puts it off, then it is saved and closed (--idle-timeout)")
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
}
