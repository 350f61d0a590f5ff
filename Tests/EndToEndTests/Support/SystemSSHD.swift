import Foundation
import Glibc

/// The system's OpenSSH server run in the foreground on a free port with a configuration of the
/// test's own, serving Aisle through `aisle serve-keys` as AuthorizedKeysCommand — the README's
/// deployment, with root as the shop's account (CI runs as root and has no other).
final class SystemSSHD {
    static let executable = "/usr/sbin/sshd"

    let scratch: ScratchDirectory
    let stateHome: String, dataHome: String
    let port: Int
    private let pid: pid_t

    /// Why the deployment cannot be tried here, or nil when it can.
    static var unavailableReason: String? {
        guard ProcessSpawner.isExecutableFile(executable) else {
            return "sshd is not installed (openssh-server)"
        }
        guard geteuid() == 0 else { return "sshd must start as root to log anyone in" }
        guard let binary = try? AisleProgram.binary() else { return "no aisle binary" }
        if let problem = rootOwnedProblem(binary) { return problem }
        return nil
    }

    /// sshd runs an AuthorizedKeysCommand only if it and every directory above it belong to
    /// root and are writable by no one else.
    private static func rootOwnedProblem(_ path: String) -> String? {
        var current = path
        while true {
            var info = stat()
            guard stat(current, &info) == 0 else { return "cannot inspect \(current)" }
            if info.st_uid != 0 || info.st_mode & 0o022 != 0 {
                return "sshd would refuse \(path) as AuthorizedKeysCommand: \(current) is not "
                    + "root-owned or is group/world-writable"
            }
            if current == "/" { return nil }
            current = (current as NSString).deletingLastPathComponent
            if current.isEmpty { current = "/" }
        }
    }

    init() throws {
        scratch = try ScratchDirectory()
        stateHome = try scratch.directory("state")
        dataHome = try scratch.directory("data")
        port = try FreePort.take()
        let binary = try AisleProgram.binary()
        let hostKey = scratch.file("ssh_host_ed25519_key")
        let environment = ["PATH": AisleProgram.searchPath, "HOME": scratch.path]
        _ = try ProcessSpawner.run(
            ["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", hostKey],
            environment: environment, scratch: scratch)
        // Privilege separation needs its empty directory; a system without a running sshd may
        // not have it yet.
        mkdir("/run/sshd", 0o755)
        let configuration = """
            Port \(port)
            ListenAddress 127.0.0.1
            HostKey \(hostKey)
            PidFile none
            UsePAM no
            PermitRootLogin forced-commands-only
            AllowUsers root
            PasswordAuthentication no
            KbdInteractiveAuthentication no
            AuthorizedKeysFile none
            AuthorizedKeysCommand \(binary) serve-keys --catalog \(AisleProgram.bundledCatalog()) %t %k
            AuthorizedKeysCommandUser nobody
            SetEnv XDG_STATE_HOME=\(stateHome) XDG_DATA_HOME=\(dataHome) LANG=C.UTF-8
            PrintMotd no
            PrintLastLog no
            """
        let file = try scratch.write(configuration + "\n", to: "sshd_config")
        pid = try ProcessSpawner.start(
            [Self.executable, "-D", "-e", "-f", file], environment: environment,
            output: scratch.file("sshd.out"), error: scratch.file("sshd.err"))
        try waitUntilListening()
    }

    deinit {
        kill(pid, SIGTERM)
        _ = try? ProcessSpawner.wait(for: pid)
    }

    /// What sshd logged.
    var log: String {
        ScratchDirectory.contents(of: scratch.file("sshd.err")).map {
            String(decoding: $0, as: UTF8.self)
        } ?? ""
    }

    /// The customer's saved screens, as the forced `aisle --customer` keeps them.
    func navigationFile(for fingerprint: String) -> String {
        SSHKey.navigationFile(for: fingerprint, stateHome: stateHome)
    }

    private func waitUntilListening() throws {
        let deadline = ContinuousClock.now + .seconds(30)
        while !log.contains("Server listening on") {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                throw E2EFailure("sshd ended: \(log)")
            }
            if ContinuousClock.now >= deadline { throw E2EFailure("sshd never listened: \(log)") }
            usleep(20_000)
        }
    }
}

/// A TCP port on loopback that nothing listens on right now (the kernel's pick).
enum FreePort {
    static func take() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw E2EFailure("socket: errno \(errno)") }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(socket, generic, length) == 0 && getsockname(socket, generic, &length) == 0
            }
        }
        guard bound else { throw E2EFailure("bind: errno \(errno)") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
