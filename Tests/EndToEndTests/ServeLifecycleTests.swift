import Glibc
import Testing

/// The server as a whole: many customers at once, closing on SIGTERM with every session saved,
/// and a host key that stays the same across restarts.
@Suite(
    "Serve lifecycle",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .enabled(if: SSHKey.clientAvailable, "the OpenSSH client (ssh, ssh-keygen) is not installed"),
    .timeLimit(.minutes(20)))
struct ServeLifecycleTests {
    /// Long enough for twenty sessions to start on a loaded two-core machine; a passing run
    /// returns as soon as each screen shows.
    static let crowdTimeout: Duration = .seconds(180)

    @Test("twenty customers connected at once all reach their first frame and quit cleanly")
    func twentyCustomers() throws {
        let server = try ShopServerProcess()
        // All twenty come from 127.0.0.1 at once: the per-address limits and MaxStartups'
        // random early drop (README "Limits") are lifted for them.
        try server.start([
            "--max-sessions-per-address", "20", "--max-connections-per-address", "20",
            "--connections-per-minute", "600", "--max-startups", "100",
        ])
        var sessions: [TmuxSession] = []
        for index in 0..<20 {
            let key = try SSHKey("customer\(index)", in: server.scratch)
            let session = try TmuxSession()
            try session.connect(key.sshCommand(port: server.port))
            sessions.append(session)
        }
        for session in sessions {
            try session.waitUntil("the first frame", timeout: Self.crowdTimeout) {
                ScreenRows.isHighlighted("Coffee & Tea", in: $0)
            }
        }
        for session in sessions { try session.sendKeys("q") }
        for session in sessions {
            #expect(try session.waitForExit(timeout: Self.crowdTimeout) == .exited(0))
        }
        #expect(try server.stop() == .exited(0))
    }

    @Test("SIGTERM to the server ends every session, each with its screens saved")
    func terminateSavesEverySession() throws {
        let server = try ShopServerProcess()
        try server.start()
        let categories = ["Kitchen", "Books", "Audio"]
        var customers: [(SSHKey, TmuxSession)] = []
        for (index, category) in categories.enumerated() {
            let (key, session) = try server.customer("shopper\(index)")
            try session.open(category)
            customers.append((key, session))
        }
        #expect(try server.stop(SIGTERM) == .exited(0))
        for ((key, session), category) in zip(customers, categories) {
            let ending = try session.waitForExit()
            #expect(ending != .exited(0), "the session was ended by the server, not by q")
            let path = SavedNavigation.path(inFile: server.navigationFile(for: key.fingerprint))
            #expect(
                path?.count == 1 && path?.first?.hasPrefix("category/") == true,
                "\(category): \(path ?? [])")
        }
        #expect(server.log.contains(" event=closing signal=TERM sessions="))
    }

    @Test("the host key is made once, kept 0600, and the same after a restart")
    func hostKeyStable() throws {
        let server = try ShopServerProcess()
        try server.start()
        let first = server.hostKey
        #expect(first.hasPrefix("SHA256:"))
        var info = stat()
        #expect(stat(server.hostKeyFile, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)
        #expect(try server.stop(SIGINT) == .exited(0))
        try server.start()
        #expect(server.hostKey == first)
        #expect(try server.stop() == .exited(0))
    }

    @Test("a port already taken: one line saying so, status 1, no host key trouble")
    func portTaken() throws {
        let server = try ShopServerProcess()
        try server.start()
        let second = try ProcessSpawner.run(
            [
                try AisleProgram.binary(), "serve", "--listen", "127.0.0.1", "--port",
                "\(server.port)",
            ],
            environment: AisleProgram.environment(
                home: server.home, state: server.stateHome, data: server.dataHome),
            scratch: server.scratch)
        #expect(second.termination == .exited(1))
        #expect(
            second.error
                == "aisle: serve: cannot listen on 127.0.0.1 port \(server.port): "
                + "Address already in use\n")
        #expect(try server.stop() == .exited(0))
    }
}
