import Foundation

/// A key pair made with `ssh-keygen` in a scratch directory, and its fingerprint as
/// `ssh-keygen -lf` prints it: a customer of a served shop.
struct SSHKey {
    /// The private key file.
    let path: String
    /// `SHA256:…`.
    let fingerprint: String

    /// A new key of `type` (`ed25519`, `ecdsa`, `rsa`) named `name` in `scratch`.
    init(_ name: String, type: String = "ed25519", in scratch: ScratchDirectory) throws {
        path = scratch.file(name)
        let environment = ["PATH": AisleProgram.searchPath, "HOME": scratch.path]
        let made = try ProcessSpawner.run(
            ["ssh-keygen", "-q", "-t", type, "-N", "", "-C", name, "-f", path],
            environment: environment, scratch: scratch)
        guard made.termination == .exited(0) else {
            throw E2EFailure("ssh-keygen failed: \(made.error)")
        }
        let listed = try ProcessSpawner.run(
            ["ssh-keygen", "-lf", path + ".pub"], environment: environment, scratch: scratch)
        let fields = listed.output.split(separator: " ")
        guard fields.count >= 2, fields[1].hasPrefix("SHA256:") else {
            throw E2EFailure("ssh-keygen -lf printed \(listed.output)")
        }
        fingerprint = String(fields[1])
    }

    /// Where a served customer's screens are kept under `stateHome` (README "Serving a shop").
    static func navigationFile(for fingerprint: String, stateHome: String) -> String {
        let name =
            "SHA256-"
            + fingerprint.dropFirst("SHA256:".count)
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
        return stateHome + "/aisle/customers/\(name)/navigation.json"
    }

    /// Whether the OpenSSH client is installed.
    static var clientAvailable: Bool {
        ProcessSpawner.resolve("ssh", path: AisleProgram.searchPath).hasPrefix("/")
            && ProcessSpawner.resolve("ssh-keygen", path: AisleProgram.searchPath).hasPrefix("/")
    }

    /// `ssh` with this key to a server on `port` of loopback, asking for a terminal (`-tt`),
    /// trusting whatever host key it shows; `extra` options go before the destination and
    /// `command` after it.
    func sshCommand(port: Int, extra: [String] = [], command: [String] = []) -> [String] {
        ["ssh", "-tt", "-i", path, "-p", "\(port)"] + SSHKey.commonOptions + extra
            + ["x@127.0.0.1"] + command
    }

    /// Options every test connection uses: no known_hosts, no agent, no user configuration.
    static let commonOptions = [
        "-F", "/dev/null", "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null",
        "-o", "IdentitiesOnly=yes", "-o", "LogLevel=ERROR", "-o", "SendEnv=LANG",
    ]
}

extension TmuxSession {
    /// Runs `ssh` (as `command`, e.g. from `SSHKey.sshCommand`) in the pane instead of aisle,
    /// replacing whatever ran there before; the pane keeps its size. `environment` changes the
    /// client's (TERM is what its pty request sends).
    func connect(_ command: [String], environment: [String: String?] = [:]) throws {
        let quoted = command.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        try launch(environment: environment, wrapper: "exec " + quoted.joined(separator: " "))
    }

    /// The process id of the pane's program (the ssh client after `connect`).
    func panePID() throws -> pid_t {
        guard try format("#{pane_dead}") == "0", let pid = pid_t(try format("#{pane_pid}")) else {
            throw E2EFailure("the pane has no running process", screen: (try? screen()) ?? [])
        }
        return pid
    }
}
