import Foundation
import Glibc

/// Running the app under a wrapper (a parent that reports how it ended, a job-control shell,
/// another user, an ignored SIGHUP), in more windows of the same server, and looking at its
/// process from outside: what the signal, crash, concurrency and permission tests need beyond
/// `launch`.
extension TmuxSession {
    /// What `reportingWrapper` prints once the app has ended.
    static let endMarker = "aisle-ended "

    /// How a wrapped run ended, as its parent saw it: `waitpid`'s verdict and whether the
    /// terminal's modes (`stty -g`) were the same after as before.
    struct WrappedEnding: Equatable, CustomStringConvertible {
        var termination: Termination
        var terminalRestored: Bool

        var description: String { "\(termination), terminal restored: \(terminalRestored)" }
    }

    /// A parent for the app that tells death by a signal from an exit status, unlike a shell
    /// (`$?` is 128 + n for both): it prints `aisle-ended signal=N|status=N tty-restored=yes|no`,
    /// then echoes each line typed as `typed: …` so a test can prove the terminal takes input
    /// again. Perl because Debian always has it (perl-base is essential) and it waits with
    /// `waitpid`; core dumps are off so a crash test leaves no `core` behind.
    static func reportingWrapper() -> [String] {
        let perl = """
            my $before = `stty -g`;
            system { $ARGV[0] } @ARGV;
            my $status = $?;
            my $after = `stty -g`;
            my $how = $status == -1 ? "status=-1"
                : ($status & 127) ? "signal=" . ($status & 127) : "status=" . ($status >> 8);
            printf "\(endMarker)%s tty-restored=%s\\n", $how, ($before eq $after ? "yes" : "no");
            while (my $line = <STDIN>) { print "typed: $line"; }
            """
        return ["sh", "-c", "ulimit -c 0; exec perl -e \"$0\" -- \"$@\"", perl]
    }

    /// The `env -i …` command line that runs `aisle arguments` with the session's environment
    /// (changed by `changes`; nil removes) under `wrapper` (words placed before the binary).
    func appCommand(
        _ arguments: [String], environment changes: [String: String?] = [:],
        wrapper: [String] = []
    ) throws -> [String] {
        environmentCommand(changes) + wrapper + [try AisleProgram.binary()] + arguments
    }

    /// `env -i` with the session's app environment (changed by `changes`; nil removes), to be
    /// followed by a command.
    func environmentCommand(_ changes: [String: String?] = [:]) -> [String] {
        var environment = AisleProgram.environment(home: home, state: stateHome, data: dataHome)
        for (name, value) in changes { environment[name] = value }
        return ["env", "-i"]
            + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    }

    /// What the pane printed after the app last left the alternate screen, once that text
    /// contains `expected` (waiting for it up to `defaultTimeout`: tmux writes the log
    /// asynchronously).
    /// Nil when the recorded output never entered the alternate screen, or did not leave it
    /// after last entering it.
    func outputAfterAlternateScreen(containing expected: String) -> String? {
        let enter = Array("\u{1B}[?1049h".utf8)
        let leave = Array("\u{1B}[?1049l".utf8)
        let deadline = ContinuousClock.now + Self.defaultTimeout
        while true {
            let log = ScratchDirectory.contents(of: outputLog) ?? []
            guard let entered = Self.lastRange(of: enter, in: log) else { return nil }
            guard let left = Self.lastRange(of: leave, in: log), left > entered else { return nil }
            let after = String(decoding: log[(left + leave.count)...], as: UTF8.self)
            if after.contains(expected) || ContinuousClock.now >= deadline { return after }
            usleep(10_000)
        }
    }

    private static func lastRange(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        return (0...(bytes.count - needle.count)).last { start in
            bytes[start..<(start + needle.count)].elementsEqual(needle)
        }
    }

    /// Runs `command` in the session's pane, replacing whatever ran there, with the scratch
    /// directory as its working directory. A session not started yet is started by a quick
    /// `aisle --version` first, so `close()` still owns the server. With `recordOutput`, the
    /// pane's output is appended to `outputLog` from the first byte.
    func start(_ command: [String], recordOutput: Bool = false) throws {
        if (try? format("#{pane_id}")) == nil {
            try launch(["--version"])
            _ = try waitForExit()
        }
        var commands = ["respawn-pane", "-k", "-c", scratch.path, "-t", Self.target] + command
        if recordOutput {
            commands += [";", "pipe-pane", "-O", "-t", Self.target, "exec cat >> '\(outputLog)'"]
        }
        try tmux(commands)
    }

    /// Opens window `name` of the session running `command` (in the background), or restarts
    /// the program of an existing window of that name. Target it as `window(name)`.
    func start(_ command: [String], inWindow name: String) throws {
        if (try? format("#{pane_id}")) == nil {
            try launch(["--version"])
            _ = try waitForExit()
        }
        let target = window(name)
        let windows = try tmux(["list-windows", "-t", Self.target, "-F", "#{window_name}"])
        if windows.split(separator: "\n").contains(Substring(name)) {
            try tmux(["respawn-pane", "-k", "-c", scratch.path, "-t", target] + command)
        } else {
            try tmux(
                ["new-window", "-d", "-c", scratch.path, "-t", Self.target + ":", "-n", name]
                    + command)
        }
    }

    /// The tmux target of window `name`.
    func window(_ name: String) -> String { Self.target + ":" + name }

    /// The visible rows of `target`'s pane.
    func screen(of target: String) throws -> [String] {
        let output = try tmux(["capture-pane", "-p", "-t", target])
        var rows = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if rows.last == "" { rows.removeLast() }
        return rows
    }

    /// A tmux format evaluated for `target`'s pane.
    func format(_ format: String, of target: String) throws -> String {
        try tmux(["display-message", "-p", "-t", target, format])
            .trimmingCharacters(in: .newlines)
    }

    /// Waits for the program in `target`'s pane to end and returns how it ended.
    func waitForExit(of target: String, timeout: Duration = defaultTimeout) throws -> Termination {
        let deadline = ContinuousClock.now + timeout
        var polls = 0
        while true {
            let record = try format(
                "#{pane_dead}:#{pane_dead_status}:#{pane_dead_signal}", of: target)
            let fields = record.split(separator: ":", omittingEmptySubsequences: false)
            if fields.count == 3, fields[0] == "1" {
                if let signal = Int32(fields[2]), signal != 0 { return .signaled(signal) }
                if let status = Int32(fields[1]) { return .exited(status) }
            }
            if ContinuousClock.now >= deadline {
                throw E2EFailure(
                    "\(target) did not end within \(timeout) (\(record))",
                    screen: (try? screen(of: target)) ?? [])
            }
            // A dead pane without a status is waiting for a SIGCHLD tmux lost (see waitForExit).
            polls += 1
            if polls % 5 == 0, fields.first == "1", let server = pid_t(try format("#{pid}")) {
                kill(server, SIGCHLD)
            }
            usleep(10_000)
        }
    }

    /// Waits for the `reportingWrapper` line and returns what it says.
    func waitForWrappedEnding(timeout: Duration = defaultTimeout) throws -> WrappedEnding {
        let rows = try waitFor(Self.endMarker, timeout: timeout)
        guard let row = rows.first(where: { $0.contains(Self.endMarker) }),
            let marker = row.range(of: Self.endMarker),
            case let fields = row[marker.upperBound...].split(separator: " "),
            fields.count == 2, let equals = fields[0].firstIndex(of: "="),
            let value = Int32(fields[0][fields[0].index(after: equals)...])
        else { throw E2EFailure("cannot read the wrapper's report", screen: rows) }
        let termination: Termination =
            fields[0].hasPrefix("signal=") ? .signaled(value) : .exited(value)
        return WrappedEnding(
            termination: termination, terminalRestored: fields[1] == "tty-restored=yes")
    }

    /// The app's process id when it runs under a wrapper in `target`'s pane: the first
    /// process named `aisle` at or below the pane's process.
    func wrappedAppPID(in target: String = TmuxSession.target) throws -> pid_t {
        let deadline = ContinuousClock.now + Self.defaultTimeout
        while true {
            if let root = pid_t(try format("#{pane_pid}", of: target)),
                let found = ProcessTable.descendant(of: root, named: "aisle")
            {
                return found
            }
            guard ContinuousClock.now < deadline else {
                throw E2EFailure("no aisle process under the pane of \(target)")
            }
            usleep(10_000)
        }
    }

    /// Sends `signal` to the app running under a wrapper in the session's pane.
    func signalWrappedApp(_ signal: Int32) throws {
        let pid = try wrappedAppPID()
        guard kill(pid, signal) == 0 else { throw E2EFailure("kill \(pid): errno \(errno)") }
    }

    /// Runs one tmux client command against this session's server (same socket and client
    /// environment as the session's own commands) and returns its output.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        guard let tmux = Tmux.executable else { throw E2EFailure("tmux is not installed") }
        let environment = [
            "PATH": AisleProgram.searchPath, "HOME": home, "TMUX_TMPDIR": scratch.path,
            "LANG": "C.UTF-8", "TERM": "xterm-256color",
        ]
        let result = try ProcessSpawner.run(
            [tmux, "-S", scratch.file("tmux.sock"), "-f", "/dev/null"] + arguments,
            environment: environment, scratch: scratch)
        guard result.termination == .exited(0) else {
            throw E2EFailure(
                "tmux \(arguments.prefix(3).joined(separator: " ")) failed "
                    + "(\(result.termination)): \(result.error)")
        }
        return result.output
    }
}
