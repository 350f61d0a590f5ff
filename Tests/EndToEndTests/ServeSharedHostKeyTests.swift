import Glibc
import Testing

/// `aisle serve --host-key FILE`: several hosts behind one address present one host key, so a
/// customer's known_hosts entry holds whichever host answers; a missing file stops the server
/// instead of a key being made there.
@Suite(
    "Serve shared host key", .timeLimit(.minutes(20)),
    .enabled(if: SSHKey.clientAvailable, "the OpenSSH client (ssh, ssh-keygen) is not installed"))
struct ServeSharedHostKeyTests {
    /// A key made by `ssh-keygen` in a directory of its own (0700) in `scratch`, and its
    /// public line's key blob.
    static func sharedKey(in scratch: ScratchDirectory) throws -> (path: String, blob: String) {
        let directory = try scratch.directory("shared")
        chmod(directory, 0o700)
        let path = directory + "/shop_host_key"
        let made = try ProcessSpawner.run(
            ["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", "shop", "-f", path],
            environment: ["PATH": AisleProgram.searchPath, "HOME": scratch.path], scratch: scratch)
        guard made.termination == .exited(0) else {
            throw E2EFailure("ssh-keygen failed: \(made.error)")
        }
        let line = String(
            decoding: ScratchDirectory.contents(of: path + ".pub") ?? [], as: UTF8.self)
        let fields = line.split(separator: " ")
        guard fields.count >= 2 else { throw E2EFailure("no public key in \(path).pub") }
        return (path, String(fields[1]))
    }

    /// The ed25519 key blob the server on `port` shows `ssh-keyscan`.
    static func scannedKey(port: Int, scratch: ScratchDirectory) throws -> String {
        let scanned = try ProcessSpawner.run(
            ["ssh-keyscan", "-t", "ed25519", "-p", "\(port)", "127.0.0.1"],
            environment: ["PATH": AisleProgram.searchPath, "HOME": scratch.path], scratch: scratch)
        // "[127.0.0.1]:40123 ssh-ed25519 AAAA…"
        guard
            let line = scanned.output.split(separator: "\n").first(where: {
                $0.contains(" ssh-ed25519 ")
            })
        else { throw E2EFailure("ssh-keyscan found no key on port \(port): \(scanned.error)") }
        return String(line.split(separator: " ")[2])
    }

    @Test("two hosts given one --host-key show ssh-keyscan the same key, the file's own")
    func twoHostsOneKey() throws {
        let first = try ShopServerProcess()
        let second = try ShopServerProcess()
        let (key, blob) = try Self.sharedKey(in: first.scratch)
        try first.start(["--host-key", key])
        try second.start(["--host-key", key])
        #expect(first.hostKey == second.hostKey)
        let firstScan = try Self.scannedKey(port: first.port, scratch: first.scratch)
        let secondScan = try Self.scannedKey(port: second.port, scratch: second.scratch)
        #expect(firstScan == blob)
        #expect(secondScan == blob)
        for server in [first, second] {
            #expect(access(server.hostKeyFile, F_OK) != 0, "no key of its own was made")
        }
    }

    @Test("a customer whose known_hosts holds the shared key gets in through either host")
    func knownHostsHoldsOnBoth() throws {
        let first = try ShopServerProcess()
        let second = try ShopServerProcess()
        let (key, blob) = try Self.sharedKey(in: first.scratch)
        try first.start(["--host-key", key])
        try second.start(["--host-key", key])
        let knownHosts = try first.scratch.write("shop.example ssh-ed25519 \(blob)\n", to: "known")
        let customer = try SSHKey("customer", in: first.scratch)
        // ssh keeps the first value given for an option: these go before the tests' defaults.
        func strict(_ port: Int) -> [String] {
            [
                "ssh", "-o", "HostKeyAlias=shop.example", "-o", "StrictHostKeyChecking=yes",
                "-o", "UserKnownHostsFile=\(knownHosts)", "-i", customer.path, "-p", "\(port)",
            ] + SSHKey.commonOptions + ["x@127.0.0.1"]
        }
        for server in [first, second] {
            let session = try TmuxSession()
            try session.connect([strict(server.port)[0], "-tt"] + strict(server.port).dropFirst())
            try session.waitForHome(highlighting: "Coffee & Tea")
        }
        // The check is real: a host with a key of its own is refused by the same client.
        let own = try ShopServerProcess()
        try own.start()
        let refused = try ProcessSpawner.run(
            strict(own.port), environment: ["PATH": AisleProgram.searchPath, "HOME": own.home],
            scratch: own.scratch)
        #expect(refused.error.contains("Host key verification failed"), "\(refused.error)")
    }

    @Test("a missing --host-key file stops the server with one line, and no key is made there")
    func missingFileRefused() throws {
        let server = try ShopServerProcess()
        let missing = server.scratch.file("nowhere/shop_host_key")
        let refused = try server.refusedStart(["--host-key", missing])
        #expect(refused.termination == .exited(1))
        #expect(
            refused.error == "aisle: serve: --host-key \(missing): there is no such file; copy "
                + "the shop's host key there (chmod 600), or make one with ssh-keygen -t "
                + "ed25519 -N '' -f \(missing)\n")
        #expect(access(missing, F_OK) != 0)
        #expect(access(server.hostKeyFile, F_OK) != 0, "nor one in the state directory")
    }

    @Test("a --host-key file others can read is refused and left alone")
    func exposedFileRefused() throws {
        let server = try ShopServerProcess()
        let (key, _) = try Self.sharedKey(in: server.scratch)
        chmod(key, 0o640)
        let before = ScratchDirectory.contents(of: key)
        let refused = try server.refusedStart(["--host-key", key])
        #expect(refused.termination == .exited(1))
        #expect(
            refused.error.contains("its mode 0640 lets other users read it"), "\(refused.error)")
        #expect(ScratchDirectory.contents(of: key) == before)
    }
}
