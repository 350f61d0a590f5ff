import Testing

/// README "Serving a shop" behind the system's OpenSSH: `aisle serve-keys %t %k` admits any
/// key with a forced `aisle --customer <fingerprint>`, and the customer resumes like on the
/// embedded server.
@Suite(
    "OpenSSH deployment",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .enabled(if: SSHKey.clientAvailable, "the OpenSSH client (ssh, ssh-keygen) is not installed"),
    .enabled(if: SystemSSHD.unavailableReason == nil, "\(SystemSSHD.unavailableReason ?? "")"),
    .timeLimit(.minutes(20)))
struct OpenSSHDeploymentTests {
    @Test("any key logs in through AuthorizedKeysCommand, lands in Aisle and resumes")
    func authorizedKeysCommand() throws {
        let sshd = try SystemSSHD()
        let key = try SSHKey("visitor", in: sshd.scratch)
        var command = key.sshCommand(port: sshd.port)
        command[command.count - 1] = "root@127.0.0.1"
        let session = try TmuxSession()
        try session.connect(command)
        do {
            try session.waitForHome(highlighting: "Coffee & Tea")
        } catch {
            throw E2EFailure("\(error)\nsshd's log:\n\(sshd.log)")
        }
        try session.open("Books")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
        let path = SavedNavigation.path(inFile: sshd.navigationFile(for: key.fingerprint))
        #expect(path?.first?.hasPrefix("category/") == true)

        try session.connect(command)
        try session.waitForTitle("Books")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
    }
}
