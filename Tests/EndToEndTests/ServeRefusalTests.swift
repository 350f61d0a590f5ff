import Glibc
import Testing

/// What `aisle serve` refuses: commands, passwords, and more sessions than a key may have.
@Suite(
    "Serve refusals",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .enabled(if: SSHKey.clientAvailable, "the OpenSSH client (ssh, ssh-keygen) is not installed"),
    .timeLimit(.minutes(10)))
struct ServeRefusalTests {
    @Test("ssh host some-command runs nothing: one line, exit status 2")
    func commandsRunNothing() throws {
        let server = try ShopServerProcess()
        try server.start()
        let key = try SSHKey("commander", in: server.scratch)
        let marker = server.scratch.file("ran")
        let result = try server.runWithoutTerminal(key, command: ["touch", marker])
        #expect(result.termination == .exited(2))
        #expect(result.error.contains("Aisle runs no commands"), "stderr: \(result.error)")
        #expect(access(marker, F_OK) != 0, "nothing ran")
        #expect(access(server.stateHome + "/aisle/customers", F_OK) != 0, "no session started")
    }

    @Test("port forwarding is refused (ssh -W opens a direct-tcpip channel)")
    func forwardingRefused() throws {
        let server = try ShopServerProcess()
        try server.start()
        let key = try SSHKey("tunneller", in: server.scratch)
        let result = try server.runWithoutTerminal(key, extra: ["-W", "127.0.0.1:\(server.port)"])
        #expect(result.termination == .exited(255))
        // Logged in (no "Permission denied"), then the channel was turned down.
        #expect(result.error.contains("forwarding failed"), "stderr: \(result.error)")
        #expect(!result.error.contains("Permission denied"))
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
        let result = try server.runWithoutTerminal(
            key, extra: ["-o", "PubkeyAuthentication=no", "-o", "BatchMode=yes"])
        #expect(result.termination == .exited(255))
        #expect(result.error.contains("Permission denied"), "stderr: \(result.error)")
    }

    @Test("an RSA-only client is not admitted by its key and is told which key types work")
    func rsaOnly() throws {
        let server = try ShopServerProcess()
        try server.start()
        let key = try SSHKey("old-timer", type: "rsa", in: server.scratch)
        let session = try TmuxSession()
        try session.connect(
            key.sshCommand(
                port: server.port, extra: ["-o", "PreferredAuthentications=publickey,password"]))
        // The key was offered and turned down, so the client falls back to a password.
        try session.waitFor("password:")
        try session.sendKeys("Enter")
        #expect(try session.waitForExit() == .exited(1))
        #expect(
            try session.transcript().contains("ed25519 and ECDSA keys work here; RSA keys do not"))
    }

    @Test("a terminal type aisle does not know gets aisle's one line, and the session closes")
    func unknownTerminal() throws {
        let server = try ShopServerProcess()
        try server.start()
        let key = try SSHKey("exotic", in: server.scratch)
        let session = try TmuxSession()
        try session.connect(
            key.sshCommand(port: server.port), environment: ["TERM": "no-such-terminal"])
        #expect(try session.waitForExit() == .exited(2))
        #expect(
            try session.transcript().contains(
                "does not know the terminal type TERM=no-such-terminal"))
    }
}
