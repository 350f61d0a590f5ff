import Foundation
import Glibc
import Testing

/// README "More than one machine": its HAProxy configuration, run as written (only its
/// addresses made loopback ones), in front of two `aisle serve` hosts started with the
/// README's host options and one shared host key. A customer whose ssh checks the host key
/// reaches the storefront through it, and again once a host is gone.
@Suite(
    "HAProxy recipe", .timeLimit(.minutes(20)),
    .enabled(if: HAProxy.executable != nil, "haproxy is not installed (scripts/ensure-deps.sh)"),
    .enabled(if: SSHKey.clientAvailable, "the OpenSSH client (ssh, ssh-keygen) is not installed"))
struct HAProxyRecipeTests {
    @Test(
        "an ssh customer reaches the storefront through the README's HAProxy, before and after a host goes"
    )
    func customerThroughHAProxy() throws {
        let hosts = [try ShopServerProcess(), try ShopServerProcess()]
        let scratch = hosts[0].scratch
        let (key, blob) = try ServeSharedHostKeyTests.sharedKey(in: scratch)
        let options = try HAProxy.readmeHostOptions(hostKey: key)
        for host in hosts { try host.start(options) }

        let front = try FreePort.take()
        let absent = try FreePort.take()
        let config = try HAProxy.readmeConfiguration(
            front: front, servers: [hosts[0].port, hosts[1].port, absent])
        let proxy = try HAProxy(configuration: config, scratch: scratch)
        defer { proxy.stop() }
        // The third server of the recipe listens nowhere: the health check takes it out.
        try proxy.waitForLog("host3 down") { $0.contains("host3 is DOWN") }

        let knownHosts = try scratch.write("shop.example ssh-ed25519 \(blob)\n", to: "known")
        func customer(_ name: String) throws -> (key: SSHKey, session: TmuxSession) {
            let key = try SSHKey(name, in: scratch)
            let session = try TmuxSession()
            try session.connect(
                [
                    "ssh", "-tt", "-o", "HostKeyAlias=shop.example", "-o",
                    "StrictHostKeyChecking=yes", "-o", "UserKnownHostsFile=\(knownHosts)", "-i",
                    key.path, "-p", "\(front)",
                ] + SSHKey.commonOptions + ["x@127.0.0.1"])
            try session.waitForHome(highlighting: "Coffee & Tea")
            return (key, session)
        }
        func served(_ key: SSHKey, by host: ShopServerProcess) -> Bool {
            host.log.split(separator: "\n").contains {
                $0.contains("event=session") && $0.contains(key.fingerprint.prefix(19))
            }
        }

        let ada = try customer("ada")
        #expect(hosts.contains { served(ada.key, by: $0) })

        // A host goes away without a word; the next customers get the other.
        _ = try hosts[0].stop(SIGKILL)
        try proxy.waitForLog("host1 down") { $0.contains("host1 is DOWN") }
        for name in ["bob", "cy"] {
            let next = try customer(name)
            try hosts[1].waitForLog("\(name)'s session") {
                $0.contains("event=session") && $0.contains(next.key.fingerprint.prefix(19))
            }
        }
    }
}

/// HAProxy run from a configuration file of the test's own, in the foreground (`-db`), never
/// the system's service; its output goes to a file the test polls.
final class HAProxy {
    /// Debian's haproxy, if installed.
    static let executable: String? = ["/usr/sbin/haproxy", "/usr/bin/haproxy"].first {
        access($0, X_OK) == 0
    }

    private let pid: pid_t
    private let output: String
    private var running = true

    /// Checks `configuration` (`haproxy -c`), then starts haproxy with it.
    init(configuration: String, scratch: ScratchDirectory) throws {
        guard let executable = Self.executable else { throw E2EFailure("no haproxy") }
        let file = try scratch.write(configuration, to: "haproxy.cfg")
        let environment = ["PATH": "/usr/sbin:/usr/bin:/bin", "HOME": scratch.path]
        let checked = try ProcessSpawner.run(
            [executable, "-c", "-f", file], environment: environment, scratch: scratch)
        guard checked.termination == .exited(0) else {
            throw E2EFailure("haproxy -c refused the README's configuration: \(checked.error)")
        }
        output = scratch.file("haproxy.log")
        pid = try ProcessSpawner.start(
            [executable, "-db", "-f", file], environment: environment, output: output,
            error: output)
    }

    deinit { stop() }

    /// Stops haproxy and waits for it.
    func stop() {
        guard running else { return }
        running = false
        kill(pid, SIGTERM)
        _ = try? ProcessSpawner.wait(for: pid)
    }

    /// What haproxy wrote so far.
    var log: String {
        String(decoding: ScratchDirectory.contents(of: output) ?? [], as: UTF8.self)
    }

    /// Waits until haproxy's output holds a line for which `condition` holds.
    func waitForLog(_ what: String, timeout: Duration = .seconds(60), _ condition: (String) -> Bool)
        throws
    {
        let deadline = ContinuousClock.now + timeout
        while true {
            if log.split(separator: "\n").contains(where: { condition(String($0)) }) { return }
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                running = false
                throw E2EFailure("waiting for \(what), haproxy ended:\n\(log)")
            }
            if ContinuousClock.now >= deadline {
                throw E2EFailure("timed out waiting for \(what); haproxy said:\n\(log)")
            }
            usleep(50_000)
        }
    }

    /// The README's "More than one machine" section.
    static func readmeSection() throws -> String {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        let readme = try String(
            contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let parts = readme.components(separatedBy: "### More than one machine\n")
        guard parts.count == 2, let section = parts[1].components(separatedBy: "\n## ").first
        else { throw E2EFailure("no \"More than one machine\" section in README.md") }
        return section
    }

    /// The README's HAProxy configuration with loopback addresses: the front on `front`, its
    /// three servers on `servers`; its log to standard output. Throws when a line it changes
    /// is not there as expected (the README changed: change this too).
    static func readmeConfiguration(front: Int, servers: [Int]) throws -> String {
        let parts = try readmeSection().components(separatedBy: "```haproxy\n")
        guard parts.count == 2, let block = parts[1].components(separatedBy: "```").first else {
            throw E2EFailure("no ```haproxy block in the README's section")
        }
        var replacements = [
            "    log /dev/log local0": "    log stdout format raw local0",
            "    bind :2222": "    bind 127.0.0.1:\(front)",
        ]
        for (index, port) in servers.enumerated() {
            let host = "host\(index + 1)"
            replacements["    server \(host) 10.0.0.1\(index + 1):2222 check"] =
                "    server \(host) 127.0.0.1:\(port) check"
        }
        var lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (line, replacement) in replacements {
            guard let index = lines.firstIndex(of: line) else {
                throw E2EFailure("the README's HAProxy configuration has no line \"\(line)\"")
            }
            lines[index] = replacement
        }
        return lines.joined(separator: "\n")
    }

    /// The options of the README's `aisle serve` line for each host, but those the test gives
    /// its own way (`--listen`, `--port`, `--catalog`) and `--database` (these hosts keep their
    /// own SQLite data); the host key is `hostKey`.
    static func readmeHostOptions(hostKey: String) throws -> [String] {
        guard
            let line = try readmeSection().split(separator: "\n").first(where: {
                $0.hasPrefix("ExecStart=/") && $0.contains(" serve ")
            })
        else { throw E2EFailure("no ExecStart=… serve line in the README's section") }
        let words = line.components(separatedBy: " serve ")[1].split(separator: " ")
            .map(String.init)
        guard words.count % 2 == 0 else { throw E2EFailure("options without values: \(line)") }
        var options: [String] = []
        for index in stride(from: 0, to: words.count, by: 2) {
            let (name, value) = (words[index], words[index + 1])
            if ["--listen", "--port", "--catalog", "--database"].contains(name) { continue }
            options += [name, name == "--host-key" ? hostKey : value]
        }
        guard options.contains("--host-key") else {
            throw E2EFailure("the README's hosts have no --host-key: \(line)")
        }
        return options
    }
}
