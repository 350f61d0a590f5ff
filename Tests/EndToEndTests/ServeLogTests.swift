import Foundation
import Glibc
import Testing

/// The operator's log over real `ssh`: one line per event, logfmt or JSON, a killed session's
/// signal named.
@Suite(
    "Serve log", .timeLimit(.minutes(20)),
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .enabled(if: SSHKey.clientAvailable, "the OpenSSH client (ssh, ssh-keygen) is not installed"))
struct ServeLogTests {
    @Test("--log-format json writes one JSON object per line with the same keys")
    func jsonLog() throws {
        let server = try ShopServerProcess()
        try server.start(["--log-format", "json"])
        let (key, session) = try server.customer("json-reader")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
        try server.waitForLog("the disconnect line") { $0.contains("\"event\":\"disconnect\"") }
        let objects = server.log.split(separator: "\n").map {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: String]
        }
        #expect(objects.allSatisfy { $0 != nil }, "every line is an object: \(server.log)")
        let connect = objects.compactMap { $0 }.first { $0["event"] == "connect" }
        #expect(connect?["key_type"] == "ssh-ed25519", "\(server.log)")
        #expect(connect?["fingerprint"] == String(key.fingerprint.prefix(19)))
        #expect(connect?["client"]?.hasPrefix("SSH-2.0-OpenSSH_") == true)
        #expect(connect?["address"]?.hasPrefix("127.0.0.1:") == true)
    }

    @Test("a session killed by a signal is logged with the signal's name")
    func killedSessionLogged() throws {
        let server = try ShopServerProcess()
        try server.start()
        let (key, session) = try server.customer("doomed")
        let line = try server.waitForLog("the session line") { $0.contains(" event=session ") }
        guard
            let field = line.split(separator: " ").first(where: { $0.hasPrefix("pid=") }),
            let pid = pid_t(field.dropFirst(4))
        else { throw E2EFailure("no pid in \(line)") }
        kill(pid, SIGKILL)
        // The connection stays open (the session is kept) until the exit is logged.
        _ = try withExtendedLifetime(session) {
            try server.waitForLog("the exit line") {
                $0.contains(" event=exit ")
                    && $0.contains(
                        " fingerprint=\(key.fingerprint.prefix(19)) pid=\(pid) signal=KILL ")
            }
        }
    }
}
