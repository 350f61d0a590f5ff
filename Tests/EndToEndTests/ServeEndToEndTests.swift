import Glibc
import Testing

/// `aisle serve` with the real OpenSSH client in tmux: each key is a customer who comes back to
/// the screen they left, on a terminal that resizes and survives a dropped connection.
@Suite(
    "Serve", .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .enabled(if: SSHKey.clientAvailable, "the OpenSSH client (ssh, ssh-keygen) is not installed"),
    .timeLimit(.minutes(20)))
struct ServeEndToEndTests {
    @Test("two customers, two keys: each resumes their own screen after disconnecting")
    func twoCustomersResume() throws {
        let server = try ShopServerProcess()
        try server.start()
        let alice = try SSHKey("alice", in: server.scratch)
        let bob = try SSHKey("bob", in: server.scratch)
        #expect(alice.fingerprint != bob.fingerprint)

        let first = try TmuxSession()
        try first.connect(alice.sshCommand(port: server.port))
        try first.waitForHome(highlighting: "Coffee & Tea")
        try first.sendKeys("Enter")
        try first.waitForTitle("Coffee & Tea")
        let second = try TmuxSession()
        try second.connect(bob.sshCommand(port: server.port))
        try second.waitForHome(highlighting: "Coffee & Tea")
        try second.open("Books")
        try first.sendKeys("q")
        try second.sendKeys("q")
        #expect(try first.waitForExit() == .exited(0))
        #expect(try second.waitForExit() == .exited(0))
        #expect(
            SavedNavigation.path(inFile: server.navigationFile(for: alice.fingerprint)) == [
                "category/coffee"
            ])
        #expect(
            SavedNavigation.path(inFile: server.navigationFile(for: bob.fingerprint))?.first?
                .hasPrefix("category/") == true)

        try second.connect(bob.sshCommand(port: server.port))
        try second.waitForTitle("Books")
        try first.connect(alice.sshCommand(port: server.port))
        try first.waitForTitle("Coffee & Tea")
        try first.sendKeys("q")
        try second.sendKeys("q")
        #expect(try first.waitForExit() == .exited(0))
        #expect(try second.waitForExit() == .exited(0))
        try server.waitForLog("a disconnection line with the short fingerprint") {
            $0.contains(" event=disconnect ")
                && $0.contains(" fingerprint=\(alice.fingerprint.prefix(19)) ")
        }
    }

    @Test("a resize over SSH reflows the screen")
    func resizeReflows() throws {
        let server = try ShopServerProcess()
        try server.start()
        let (_, session) = try server.customer("resizer")
        try session.resize(width: 30, height: 8)
        try session.waitFor("Terminal too small")
        try session.resize(width: 100, height: 30)
        let wide = try session.waitUntil("Home drawn 100 columns wide") { rows in
            rows.count == 30 && ScreenRows.isHighlighted("Coffee & Tea", in: rows)
                && rows.contains { DisplayWidth.of($0) > 80 }
        }
        #expect(wide.allSatisfy { DisplayWidth.of($0) <= 100 })
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
    }

    @Test("killing the ssh client hangs the session up, and it is saved")
    func droppedConnectionSaves() throws {
        let server = try ShopServerProcess()
        try server.start()
        let (key, session) = try server.customer("dropper")
        try session.sendKeys("Enter")
        try session.waitForTitle("Coffee & Tea")
        kill(try session.panePID(), SIGKILL)
        try server.waitForLog("the disconnection") { $0.contains(" event=disconnect ") }
        try session.waitForFile(server.navigationFile(for: key.fingerprint), "hold the category") {
            SavedNavigation.path(in: $0) == ["category/coffee"]
        }
        // The customer's aisle ended: a new session is the only one of this key.
        try session.connect(key.sshCommand(port: server.port))
        try session.waitForTitle("Coffee & Tea")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
    }

    @Test("Ctrl-Z in a served session stops nothing")
    func controlZDoesNothing() throws {
        let server = try ShopServerProcess()
        try server.start()
        let (_, session) = try server.customer("stopper")
        try session.sendKeys("C-z")
        try session.sendKeys("Down")
        try session.waitForHome(highlighting: "Kitchen")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
    }
}
