import Foundation
import Glibc

/// The real `aisle` binary running in a detached tmux session of its own: a private server
/// socket, no user configuration, a fixed size, and private home/state/data directories that are
/// removed with the session. Keys go in with `sendKeys`/`type`; the screen comes back as rows.
/// Panes stay after their program ends (`remain-on-exit`), so exit status and signal are kept.
final class TmuxSession {
    /// Holds the socket, the app's directories and any files a test writes; removed at the end.
    let scratch: ScratchDirectory
    /// The app's `HOME`, `XDG_STATE_HOME` and `XDG_DATA_HOME`.
    let home: String, stateHome: String, dataHome: String
    /// The session's size as last set.
    private(set) var width: Int, height: Int

    private let tmux: String
    private let socket: String
    private let binary: String
    private var started = false
    private var closed = false

    /// The session and window every command targets.
    static let target = "aisle"

    init(width: Int = 80, height: Int = 24) throws {
        guard let tmux = Tmux.executable else { throw E2EFailure("tmux is not installed") }
        self.tmux = tmux
        binary = try AisleProgram.binary()
        scratch = try ScratchDirectory()
        socket = scratch.file("tmux.sock")
        home = try scratch.directory("home")
        stateHome = try scratch.directory("state")
        dataHome = try scratch.directory("data")
        self.width = width
        self.height = height
    }

    deinit { close() }

    /// `$XDG_STATE_HOME/aisle/navigation.json`.
    var navigationFile: String { stateHome + "/aisle/navigation.json" }
    /// Where `launch(recordOutput: true)` keeps the raw terminal output.
    var outputLog: String { scratch.file("pane-output.log") }

    /// `$XDG_DATA_HOME/aisle/cart.json`, as Aisle kept the cart before its database.
    var cartFile: String { dataHome + "/aisle/cart.json" }
    /// `$XDG_DATA_HOME/aisle/aisle.sqlite`: the cart, orders and address.
    var databaseFile: String { dataHome + "/aisle/aisle.sqlite" }

    /// Starts `aisle arguments` in the pane, replacing whatever ran there before (a relaunch
    /// keeps the directories, so the app finds what the previous run saved). `environment`
    /// entries override the defaults; a nil value removes the variable. With `keepAlive`, a
    /// shell waits after the app ends and prints `aisle-exited status=N tty-restored=yes|no`
    /// (the terminal modes compared with those before the start), so the pane can be inspected.
    /// With `recordOutput` (first launch only), every byte the program writes to the terminal
    /// is also appended to `outputLog`. A `wrapper` is a bash script run instead, with the
    /// program as `$0` and its arguments as `$@`.
    func launch(
        _ arguments: [String] = [], environment changes: [String: String?] = [:],
        keepAlive: Bool = false, recordOutput: Bool = false, wrapper: String? = nil
    ) throws {
        var environment = AisleProgram.environment(home: home, state: stateHome, data: dataHome)
        for (name, value) in changes { environment[name] = value }
        var command =
            ["env", "-i"] + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        if let wrapper {
            command += ["bash", "-c", wrapper]
        } else if keepAlive {
            // The shell shares the app's process group, so Ctrl-C reaches it too: a no-op trap
            // keeps it alive (an ignored SIGINT would be inherited; a trap is reset by exec).
            let script = """
                trap : INT
                before=$(stty -g); "$0" "$@"; status=$?; after=$(stty -g)
                if [ "$before" = "$after" ]; then same=yes; else same=no; fi
                printf '\(Self.exitMarker)%s tty-restored=%s\\n' "$status" "$same"
                read -r _
                """
            command += ["sh", "-c", script]
        }
        command += [binary] + arguments
        if started {
            guard !recordOutput else { throw E2EFailure("recordOutput needs a first launch") }
            try run(["respawn-pane", "-k", "-t", Self.target] + command)
            return
        }
        // One client invocation: the server runs the queued commands before it reads anything
        // from the pane, so remain-on-exit and the output pipe are in place before the program
        // can write or end.
        var commands =
            [
                "start-server", ";", "set-option", "-g", "remain-on-exit", "on", ";",
                "new-session", "-d", "-s", Self.target, "-x", "\(width)", "-y", "\(height)",
            ]
            + command
        if recordOutput {
            commands += [";", "pipe-pane", "-O", "-t", Self.target, "exec cat >> '\(outputLog)'"]
        }
        try run(commands)
        started = true
    }

    /// Sends tmux key names (`Enter`, `Down`, `Escape`, `BSpace`, `q`, `C-c`, …).
    func sendKeys(_ keys: String...) throws {
        try run(["send-keys", "-t", Self.target] + keys)
    }

    /// Writes `bytes` into the pane as if the terminal had sent them (a mouse report).
    func sendBytes(_ bytes: [UInt8]) throws {
        try run(["send-keys", "-t", Self.target, "-H"] + bytes.map { String($0, radix: 16) })
    }

    /// Types `text` literally, character by character.
    func type(_ text: String) throws {
        try run(["send-keys", "-t", Self.target, "-l", text])
    }

    /// The visible screen as rows (trailing blanks trimmed by tmux; a wide character is one
    /// `Character` but two columns).
    func screen() throws -> [String] {
        let output = try run(["capture-pane", "-p", "-t", Self.target])
        var rows = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if rows.last == "" { rows.removeLast() }
        return rows
    }

    /// Everything the pane showed, its scrollback included, wrapped lines joined: for what a
    /// program printed before it ended.
    func transcript() throws -> String {
        try run(["capture-pane", "-p", "-J", "-S", "-", "-t", Self.target])
    }

    /// Resizes the window, as a user dragging the terminal's corner would.
    func resize(width: Int, height: Int) throws {
        try run(["resize-window", "-t", Self.target, "-x", "\(width)", "-y", "\(height)"])
        self.width = width
        self.height = height
    }

    /// The value of a tmux format (`#{pane_dead}`, `#{alternate_on}`, …) for the pane.
    func format(_ format: String) throws -> String {
        let output = try run(["display-message", "-p", "-t", Self.target, format])
        return output.trimmingCharacters(in: .newlines)
    }

    /// The process id of the running app; fails if the pane runs something else (or nothing).
    func appPID() throws -> pid_t {
        guard try format("#{pane_dead}") == "0", let pid = pid_t(try format("#{pane_pid}")) else {
            throw E2EFailure("the pane has no running process", screen: (try? screen()) ?? [])
        }
        let name = (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? "?"
        guard name.trimmingCharacters(in: .whitespacesAndNewlines) == "aisle" else {
            throw E2EFailure("pane process \(pid) is \(name), not aisle")
        }
        return pid
    }

    /// Sends `signal` to the app.
    func signal(_ signal: Int32) throws {
        let pid = try appPID()
        guard kill(pid, signal) == 0 else { throw E2EFailure("kill \(pid): errno \(errno)") }
    }

    /// Stops the app and the tmux server. Safe to call twice; the directories go with `scratch`.
    func close() {
        guard started, !closed else { return }
        closed = true
        // SIGKILL first so no save can race the removal of the directories. The pane's process
        // leads its own process group, which also holds the app under a keepAlive shell.
        if (try? format("#{pane_dead}")) == "0", let pid = try? format("#{pane_pid}"),
            let pid = pid_t(pid)
        {
            kill(-pid, SIGKILL)
        }
        _ = try? run(["kill-server"])
    }

    /// Runs one tmux client command against this session's server and returns its output.
    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        let environment = [
            "PATH": AisleProgram.searchPath, "HOME": home, "TMUX_TMPDIR": scratch.path,
            "LANG": "C.UTF-8", "TERM": "xterm-256color",
        ]
        let result = try ProcessSpawner.run(
            [tmux, "-S", socket, "-f", "/dev/null"] + arguments, environment: environment,
            scratch: scratch)
        guard result.termination == .exited(0) else {
            throw E2EFailure(
                "tmux \(arguments.prefix(3).joined(separator: " ")) failed "
                    + "(\(result.termination)): \(result.error)")
        }
        return result.output
    }
}
