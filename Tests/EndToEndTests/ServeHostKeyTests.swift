import Glibc
import Testing

/// The host key as sshd's StrictModes would have it: OpenSSH's format, its owner's alone, and
/// never silently replaced.
@Suite(
    "Serve host key", .timeLimit(.minutes(20)),
    .enabled(if: SSHKey.clientAvailable, "the OpenSSH client (ssh, ssh-keygen) is not installed"))
struct ServeHostKeyTests {
    /// What `ssh-keygen -lf FILE` says the fingerprint is.
    private static func keygenFingerprint(_ path: String, scratch: ScratchDirectory) throws
        -> String
    {
        let listed = try ProcessSpawner.run(
            ["ssh-keygen", "-lf", path],
            environment: ["PATH": AisleProgram.searchPath, "HOME": scratch.path], scratch: scratch)
        let fields = listed.output.split(separator: " ")
        guard listed.termination == .exited(0), fields.count >= 2 else {
            throw E2EFailure("ssh-keygen -lf \(path): \(listed.error)")
        }
        return String(fields[1])
    }

    @Test("the host key is an OpenSSH private key that ssh-keygen reads, with its .pub")
    func openSSHFormat() throws {
        let server = try ShopServerProcess()
        try server.start()
        #expect(
            try Self.keygenFingerprint(server.hostKeyFile, scratch: server.scratch)
                == server.hostKey)
        #expect(
            try Self.keygenFingerprint(server.hostKeyFile + ".pub", scratch: server.scratch)
                == server.hostKey)
        var info = stat()
        #expect(stat(server.hostKeyFile, &info) == 0 && info.st_mode & 0o777 == 0o600)
    }

    @Test(
        "a key kept as a bare seed by an earlier version keeps its fingerprint, now in OpenSSH's format"
    )
    func seedIsConverted() throws {
        let server = try ShopServerProcess()
        try server.scratch.directory("state/aisle")
        chmod(server.stateHome + "/aisle", 0o700)
        let seed = (0..<32).map { UInt8($0 * 7 % 256) }
        let file = try server.scratch.write(seed, to: "state/aisle/host_ed25519.key")
        chmod(file, 0o600)
        try server.start()
        let first = server.hostKey
        #expect(try Self.keygenFingerprint(file, scratch: server.scratch) == first)
        _ = try server.stop()
        try server.start()
        #expect(server.hostKey == first)
    }

    @Test("a host key others can read is refused with one line, and left alone")
    func readableKeyRefused() throws {
        let server = try ShopServerProcess()
        try server.start()
        _ = try server.stop()
        let before = ScratchDirectory.contents(of: server.hostKeyFile)
        chmod(server.hostKeyFile, 0o644)
        let refused = try server.refusedStart()
        #expect(refused.termination == .exited(1))
        #expect(
            refused.error.contains("its mode 0644 lets other users read it; chmod 600"),
            "\(refused.error)")
        #expect(ScratchDirectory.contents(of: server.hostKeyFile) == before)
    }

    @Test("a state directory others can write is refused")
    func writableDirectoryRefused() throws {
        let server = try ShopServerProcess()
        try server.start()
        _ = try server.stop()
        chmod(server.stateHome + "/aisle", 0o777)
        let refused = try server.refusedStart()
        #expect(refused.termination == .exited(1))
        #expect(refused.error.contains("lets other users replace the key"), "\(refused.error)")
    }

    @Test("a deleted host key is not replaced unless --new-host-key says so")
    func deletedKeyRefused() throws {
        let server = try ShopServerProcess()
        try server.start()
        let old = server.hostKey
        _ = try server.stop()
        unlink(server.hostKeyFile)
        let refused = try server.refusedStart()
        #expect(refused.termination == .exited(1))
        #expect(refused.error.contains("is missing, but"), "\(refused.error)")
        #expect(refused.error.contains(old), "names the old fingerprint: \(refused.error)")
        #expect(refused.error.contains("--new-host-key"))
        #expect(access(server.hostKeyFile, F_OK) != 0, "no key was made")

        try server.start(["--new-host-key"])
        #expect(server.hostKey != old)
        #expect(
            try Self.keygenFingerprint(server.hostKeyFile + ".pub", scratch: server.scratch)
                == server.hostKey)
    }
}
