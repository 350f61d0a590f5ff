import Foundation
import Glibc

/// `aisle serve --port 0` running in the background with its own home, state and data
/// directories; its standard output and error go to files the test polls. Killed (with every
/// session it started) when the test lets go of it.
final class ShopServerProcess {
    let scratch: ScratchDirectory
    let home: String, stateHome: String, dataHome: String
    private(set) var pid: pid_t = 0
    private(set) var port = 0
    /// The host key fingerprint the open line printed.
    private(set) var hostKey = ""
    private var running = false
    /// Whether the server was started and has not been seen to end.
    var isRunning: Bool { running }

    /// Directories in `scratch` (a new one if nil); `start` launches the server.
    init(scratch: ScratchDirectory? = nil) throws {
        self.scratch = try scratch ?? ScratchDirectory()
        home = try self.scratch.directory("home")
        stateHome = try self.scratch.directory("state")
        dataHome = try self.scratch.directory("data")
    }

    deinit {
        if running {
            kill(pid, SIGKILL)
            _ = try? ProcessSpawner.wait(for: pid)
        }
    }

    var outputFile: String { scratch.file("serve.out") }
    var logFile: String { scratch.file("serve.err") }
    /// What the server wrote to standard error so far.
    var log: String {
        ScratchDirectory.contents(of: logFile).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
    /// `host_ed25519.key` in the server's state directory.
    var hostKeyFile: String { stateHome + "/aisle/host_ed25519.key" }

    /// The saved screens of the customer with `fingerprint` (`SHA256:…`).
    func navigationFile(for fingerprint: String) -> String {
        SSHKey.navigationFile(for: fingerprint, stateHome: stateHome)
    }

    /// `ssh` with `key` to this server without a terminal (no `-tt`), run to its end.
    func runWithoutTerminal(
        _ key: SSHKey, extra: [String] = [], command: [String] = []
    ) throws -> ProcessResult {
        var arguments = key.sshCommand(port: port, extra: extra, command: command)
        arguments.removeAll { $0 == "-tt" }
        return try ProcessSpawner.run(
            arguments, environment: ["PATH": AisleProgram.searchPath, "HOME": home],
            scratch: scratch)
    }

    /// A new key `name` connected in a tmux session of its own, on Home.
    func customer(_ name: String) throws -> (key: SSHKey, session: TmuxSession) {
        let key = try SSHKey(name, in: scratch)
        let session = try TmuxSession()
        try session.connect(key.sshCommand(port: port))
        try session.waitForHome(highlighting: "Coffee & Tea")
        return (key, session)
    }

    /// Starts `aisle serve --listen 127.0.0.1 --port 0 arguments` (run by `prefix`, e.g.
    /// `prlimit --nofile=…`, which must exec it) on `catalog` (the bundled one unless given),
    /// with `extra` added to its environment, and waits for its open line.
    func start(
        _ arguments: [String] = [], prefix: [String] = [], catalog: String? = nil,
        environment extra: [String: String] = [:]
    ) throws {
        unlink(outputFile)
        let binary = try AisleProgram.binary()
        var environment = AisleProgram.environment(home: home, state: stateHome, data: dataHome)
        environment["TERM"] = nil
        environment.merge(extra) { _, new in new }
        pid = try ProcessSpawner.start(
            prefix + [
                binary, "serve", "--listen", "127.0.0.1", "--port", "0",
                "--catalog", catalog ?? AisleProgram.bundledCatalog(),
            ] + arguments,
            environment: environment, output: outputFile, error: logFile)
        running = true
        let line = try waitForOutput("the open line") { $0.contains("Aisle is open: ") }
        // "Aisle is open: ssh -p 40123 127.0.0.1 (host key SHA256:…)"
        let words = line.split(separator: " ")
        guard let index = words.firstIndex(of: "-p"), index + 1 < words.count,
            let port = Int(words[index + 1]), let key = words.last
        else { throw E2EFailure("cannot read the open line: \(line)") }
        self.port = port
        hostKey = String(key.dropLast())
    }

    /// Sends `signal` and waits for the server to end.
    func stop(_ signal: Int32 = SIGTERM, timeout: Duration = .seconds(60)) throws -> Termination {
        kill(pid, signal)
        let deadline = ContinuousClock.now + timeout
        while true {
            var status: Int32 = 0
            let done = waitpid(pid, &status, WNOHANG)
            if done == pid {
                running = false
                return Termination(waitStatus: status)
            }
            if ContinuousClock.now >= deadline {
                throw E2EFailure("the server did not end within \(timeout); its log:\n\(log)")
            }
            usleep(20_000)
        }
    }

    /// Ends the host as a lost machine would: the server and every session it started are
    /// frozen (SIGSTOP, so none can save or hang up on the way), then SIGKILLed together.
    func killWithSessions() throws {
        // Every thread's children: sessions are forked from the event loops' threads, which
        // /proc lists under their own task, not the main thread's.
        let threads =
            (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        let sessions = threads.flatMap { thread in
            ((try? String(contentsOfFile: "/proc/\(pid)/task/\(thread)/children", encoding: .utf8))
                ?? "").split(separator: " ").compactMap {
                    pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines))
                }
        }
        for process in [pid] + sessions { kill(process, SIGSTOP) }
        for process in [pid] + sessions { kill(process, SIGKILL) }
        _ = try stop(SIGKILL)
        for session in sessions {
            guard ProcessTable.waitUntilGone(session, timeout: .seconds(30)).ended else {
                throw E2EFailure("session \(session) of the killed host is still running")
            }
        }
    }

    /// Waits until standard output holds a line for which `condition` holds; returns it.
    @discardableResult
    func waitForOutput(
        _ what: String, timeout: Duration = .seconds(60), _ condition: (String) -> Bool
    ) throws -> String {
        try waitForLine(in: outputFile, what, timeout: timeout, condition)
    }

    /// Waits until the log holds a line for which `condition` holds; returns it.
    @discardableResult
    func waitForLog(_ what: String, timeout: Duration = .seconds(30), _ condition: (String) -> Bool)
        throws -> String
    {
        try waitForLine(in: logFile, what, timeout: timeout, condition)
    }

    private func waitForLine(
        in file: String, _ what: String, timeout: Duration, _ condition: (String) -> Bool
    ) throws -> String {
        let deadline = ContinuousClock.now + timeout
        while true {
            let text =
                ScratchDirectory.contents(of: file).map { String(decoding: $0, as: UTF8.self) }
                ?? ""
            if let line = text.split(separator: "\n").map(String.init).first(where: condition) {
                return line
            }
            var status: Int32 = 0
            if running, waitpid(pid, &status, WNOHANG) == pid {
                running = false
                throw E2EFailure(
                    "waiting for \(what), the server ended (\(Termination(waitStatus: status))):\n\(log)"
                )
            }
            if ContinuousClock.now >= deadline {
                throw E2EFailure("timed out after \(timeout) waiting for \(what); the log:\n\(log)")
            }
            usleep(20_000)
        }
    }
}
