import Glibc
import Testing

/// What `aisle serve` refuses: commands, passwords, and more sessions than a key may have.
@Suite(
    "Serve refusals", .timeLimit(.minutes(20)),
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .enabled(if: SSHKey.clientAvailable, "the OpenSSH client (ssh, ssh-keygen) is not installed"),
    .timeLimit(.minutes(20)))
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
        try server.waitForLog("the refusal") {
            $0.contains(" event=refused ") && $0.contains(" reason=exec")
        }
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

    @Test("a client without a key meets no password prompt: ssh says publickey only")
    func noPasswordPrompt() throws {
        let server = try ShopServerProcess()
        try server.start()
        let key = try SSHKey("forgetful", in: server.scratch)
        let session = try TmuxSession()
        try session.connect(
            key.sshCommand(
                port: server.port,
                extra: [
                    "-o", "PubkeyAuthentication=no",
                    "-o", "PreferredAuthentications=keyboard-interactive,password",
                ]))
        // The old server asked for a password here and waited for one.
        #expect(try session.waitForExit() == .exited(255))
        let transcript = try session.transcript()
        #expect(transcript.contains("Permission denied (publickey)"), "\(transcript)")
        #expect(!transcript.contains("password:"))
        try server.waitForLog("the connection that never logged in") {
            $0.contains(" event=disconnect ") && $0.contains(" login=none ")
                && $0.contains(" client=\"SSH-2.0-OpenSSH_")
        }
        #expect(access(server.stateHome + "/aisle/customers", F_OK) != 0, "no session started")
    }

    @Test("an RSA-only client is turned away by its own ssh, without a password prompt")
    func rsaOnly() throws {
        let server = try ShopServerProcess()
        try server.start()
        let key = try SSHKey("old-timer", type: "rsa", in: server.scratch)
        let session = try TmuxSession()
        try session.connect(
            key.sshCommand(
                port: server.port, extra: ["-o", "PreferredAuthentications=publickey,password"]))
        #expect(try session.waitForExit() == .exited(255))
        let transcript = try session.transcript()
        #expect(transcript.contains("Permission denied (publickey)"), "\(transcript)")
        #expect(!transcript.contains("password:"))
    }

    @Test("a terminal type nothing can stand in for gets one line from the server, and is logged")
    func unknownTerminal() throws {
        let server = try ShopServerProcess()
        try server.start()
        let key = try SSHKey("exotic", in: server.scratch)
        let session = try TmuxSession()
        try session.connect(
            key.sshCommand(port: server.port), environment: ["TERM": "no-such-terminal"])
        #expect(try session.waitForExit() == .exited(1))
        #expect(
            try session.transcript().contains(
                "Aisle cannot use terminal type \"no-such-terminal\""))
        try server.waitForLog("the refusal") {
            $0.contains(" event=refused ") && $0.contains(" reason=unknown-term ")
                && $0.contains(" term=no-such-terminal")
                && $0.contains(" fingerprint=\(key.fingerprint.prefix(19))")
        }
        #expect(access(server.stateHome + "/aisle/customers", F_OK) != 0, "no session started")
    }
}
