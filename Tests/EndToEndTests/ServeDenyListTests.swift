import Foundation
import Glibc
import Testing

/// `aisle serve --deny FILE`: listed keys and addresses are turned away, and SIGHUP re-reads
/// the file without closing the shop.
@Suite(
    "Serve deny list", .timeLimit(.minutes(20)),
    .enabled(if: SSHKey.clientAvailable, "the OpenSSH client (ssh, ssh-keygen) is not installed"))
struct ServeDenyListTests {
    @Test("a denied key and a denied address are turned away; SIGHUP lets them in again")
    func denyAndReload() throws {
        let server = try ShopServerProcess()
        let key = try SSHKey("banned", in: server.scratch)
        let list = server.scratch.file("deny.txt")
        try "# abusers\n\(key.fingerprint)\n127.0.0.2/32\n".write(
            toFile: list, atomically: true, encoding: .utf8)
        try server.start(["--deny", list])
        let batch = ["-o", "BatchMode=yes"]

        let denied = try server.runWithoutTerminal(key, extra: batch, command: ["true"])
        #expect(denied.termination == .exited(255))
        #expect(denied.error.contains("Permission denied"), "stderr: \(denied.error)")
        try server.waitForLog("the key's refusal") { $0.contains("auth-refused reason=denied") }

        let other = try SSHKey("bystander", in: server.scratch)
        let fromDenied = try server.runWithoutTerminal(
            other, extra: batch + ["-b", "127.0.0.2"], command: ["true"])
        #expect(fromDenied.termination == .exited(255))
        try server.waitForLog("the address's refusal") {
            $0.contains(" event=connection-refused reason=denied address=127.0.0.2:")
        }

        try "# nobody\n".write(toFile: list, atomically: true, encoding: .utf8)
        kill(server.pid, SIGHUP)
        try server.waitForLog("the reload") { $0.contains("deny-list-reloaded") }
        // Let in now: the command is refused as every command is (status 2), after logging in.
        let admitted = try server.runWithoutTerminal(key, extra: batch, command: ["true"])
        #expect(admitted.termination == .exited(2), "stderr: \(admitted.error)")
        let fromThere = try server.runWithoutTerminal(
            other, extra: batch + ["-b", "127.0.0.2"], command: ["true"])
        #expect(fromThere.termination == .exited(2), "stderr: \(fromThere.error)")
        #expect(try server.stop() == .exited(0))
    }
}
