import Glibc
import Testing

/// `aisle serve` against clients that want to take it down or lock others out (issue 26): each
/// test plays the attack on loopback and checks that the shop stays bounded and open.
@Suite(
    "Serve against hostile clients", .timeLimit(.minutes(20)),
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .enabled(if: SSHKey.clientAvailable, "the OpenSSH client (ssh, ssh-keygen) is not installed"))
struct ServeHostileClientTests {
    /// The most the server process may be resident through an attack (README "Limits").
    static let serverBoundKiB = 150 * 1024

    @Test("an endless input flood leaves the server's memory bounded and the shop open")
    func inputFlood() throws {
        let server = try ShopServerProcess()
        try server.start()
        let key = try SSHKey("flooder", in: server.scratch)
        let ssh = key.sshCommand(port: server.port).map(Self.quoted).joined(separator: " ")
        // /dev/zero never ends: the client sends as fast as the server takes it, for 20 s.
        let flooder = try ProcessSpawner.start(
            ["sh", "-c", "exec \(ssh) < /dev/zero > /dev/null"],
            environment: [
                "PATH": AisleProgram.searchPath, "HOME": server.home, "TERM": "xterm-256color",
            ],
            output: server.scratch.file("flood.out"), error: server.scratch.file("flood.err"))
        defer {
            kill(flooder, SIGKILL)
            _ = try? ProcessSpawner.wait(for: flooder)
        }
        try server.waitForLog("the flood's session") { $0.contains(" event=session ") }
        var peak = 0
        let deadline = ContinuousClock.now + .seconds(20)
        while ContinuousClock.now < deadline {
            peak = max(peak, ProcessMemory.resident(server.pid) ?? 0)
            usleep(100_000)
        }
        #expect(peak > 0)
        #expect(peak < Self.serverBoundKiB, "the server grew to \(peak / 1024) MiB")
        // Another customer is served meanwhile.
        let (_, session) = try server.customer("bystander")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
    }

    @Test("a 6000x3000 window is clamped to 500x200, and the session's memory with it")
    func hugeWindow() throws {
        let server = try ShopServerProcess()
        try server.start()
        let key = try SSHKey("giant", in: server.scratch)
        let session = try TmuxSession()
        let ssh = key.sshCommand(port: server.port).map(Self.quoted).joined(separator: " ")
        try session.launch(wrapper: "stty cols 6000 rows 3000; exec \(ssh)")
        let line = try server.waitForLog("the session's start") { $0.contains(" event=session ") }
        #expect(line.contains("size=500x200"), "\(line)")
        let pid = try #require(ProcessMemory.sessionPID(inLogLine: line))
        // Home drawn on the clamped screen, then its memory measured.
        try session.waitFor("Coffee & Tea")
        let peak = ProcessMemory.peakResident(pid) ?? 0
        #expect(peak < 300 * 1024, "the session's aisle reached \(peak / 1024) MiB")
        #expect((ProcessMemory.resident(server.pid) ?? 0) < Self.serverBoundKiB)
    }

    @Test("1,100 idle connections from one address under nofile 1024 do not lock a customer out")
    func idleConnections() throws {
        let server = try ShopServerProcess()
        try server.start(prefix: ["prlimit", "--nofile=1024:1024"])
        var idle: [LoopbackConnection] = []
        for _ in 0..<1100 {
            guard let connection = try? LoopbackConnection(port: server.port, from: "127.0.0.2")
            else { continue }
            connection.send("SSH-2.0-idle\r\n")
            idle.append(connection)
        }
        let started = ContinuousClock.now
        let (_, session) = try server.customer("regular")
        let took = ContinuousClock.now - started
        #expect(took < .seconds(30), "the first frame took \(took)")
        try server.waitForLog("a refusal") { $0.contains("connection-refused reason=") }
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
        #expect(idle.count > 1000)
    }

    @Test("a connection that logs in but opens no session is dropped (--no-session-timeout)")
    func noSession() throws {
        let server = try ShopServerProcess()
        try server.start(["--no-session-timeout", "2"])
        let key = try SSHKey("lurker", in: server.scratch)
        var arguments = key.sshCommand(port: server.port, extra: ["-N"])
        arguments.removeAll { $0 == "-tt" }
        let lurker = try ProcessSpawner.start(
            arguments, environment: ["PATH": AisleProgram.searchPath, "HOME": server.home],
            output: server.scratch.file("lurker.out"), error: server.scratch.file("lurker.err"))
        defer { kill(lurker, SIGKILL) }
        try server.waitForLog("the drop", timeout: .seconds(60)) {
            $0.contains("connection-dropped reason=no-session-timeout")
        }
        let deadline = ContinuousClock.now + .seconds(30)
        var status: Int32 = 0
        while waitpid(lurker, &status, WNOHANG) == 0 {
            guard ContinuousClock.now < deadline else {
                Issue.record("ssh -N was still connected")
                return
            }
            usleep(50_000)
        }
    }

    @Test("one address with many keys gets its share of sessions; another address still shops")
    func perAddressShare() throws {
        let server = try ShopServerProcess()
        try server.start(["--max-sessions-per-address", "2"])
        let (_, first) = try server.customer("one")
        let (_, second) = try server.customer("two")
        let third = try TmuxSession()
        try third.connect(SSHKey("three", in: server.scratch).sshCommand(port: server.port))
        #expect(try third.waitForExit() == .exited(1))
        #expect(try third.transcript().contains("as many sessions open as one address may (2)"))
        try server.waitForLog("the refusal") { $0.contains("reason=address-limit") }
        let elsewhere = try TmuxSession()
        let key = try SSHKey("neighbour", in: server.scratch)
        try elsewhere.connect(key.sshCommand(port: server.port, extra: ["-b", "127.0.0.2"]))
        try elsewhere.waitForHome(highlighting: "Coffee & Tea")
        for session in [first, second, elsewhere] { try session.sendKeys("q") }
        #expect(try elsewhere.waitForExit() == .exited(0))
    }

    static func quoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
