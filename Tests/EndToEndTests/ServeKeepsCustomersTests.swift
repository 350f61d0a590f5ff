import Glibc
import Testing

/// Ordinary clients `aisle serve` must not turn away or leave broken (issue 26): X11
/// forwarding asked for, a break sent, a session killed under the customer.
@Suite(
    "Serve keeps its customers", .timeLimit(.minutes(20)),
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .enabled(if: SSHKey.clientAvailable, "the OpenSSH client (ssh, ssh-keygen) is not installed"))
struct ServeKeepsCustomersTests {
    @Test("ssh -X is refused X11 and keeps the shop; so does a break (~B)")
    func x11AndBreak() throws {
        let server = try ShopServerProcess()
        try server.start()
        let key = try SSHKey("graphical", in: server.scratch)
        let session = try TmuxSession()
        try session.connect(
            key.sshCommand(port: server.port, extra: ["-X"]),
            environment: ["DISPLAY": ":42"])
        try session.waitForHome(highlighting: "Coffee & Tea")
        try session.sendKeys("Enter")
        try session.waitForTitle("Coffee & Tea")
        // The escape is read after a newline: Enter went just before. ssh itself echoes
        // "~B" and a newline over the screen (as with any server): Ctrl-L repaints it.
        try session.type("~B")
        try session.sendKeys("C-l", "Left")
        try session.waitForHome(highlighting: "Coffee & Tea")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
        #expect(!server.log.contains(" login=none "), "\(server.log)")
    }

    @Test("a session killed under the customer leaves their terminal reset, with one line")
    func killedChild() throws {
        let server = try ShopServerProcess()
        try server.start()
        let key = try SSHKey("unlucky", in: server.scratch)
        let session = try TmuxSession()
        let ssh = key.sshCommand(port: server.port).map(ServeHostileClientTests.quoted)
        // The pane outlives ssh, so its terminal modes can be read afterwards.
        try session.launch(wrapper: ssh.joined(separator: " ") + "; echo ssh-ended; read -r _")
        try session.waitForHome(highlighting: "Coffee & Tea")
        let line = try server.waitForLog("the session's start") { $0.contains(" event=session ") }
        let pid = try #require(ProcessMemory.sessionPID(inLogLine: line))
        #expect(try session.format("#{alternate_on}") == "1")
        kill(pid, SIGKILL)
        try session.waitFor("ssh-ended")
        #expect(try session.transcript().contains("was stopped (signal 9)"))
        let modes = ["alternate_on": "0", "cursor_flag": "1", "mouse_any_flag": "0"]
        for (mode, expected) in modes {
            #expect(try session.format("#{\(mode)}") == expected, "\(mode)")
        }
    }
}
