import Foundation
import Glibc

/// Polling with a deadline instead of sleeping: every wait returns as soon as its condition holds
/// and fails with the last screen when it never does.
extension TmuxSession {
    /// What a `keepAlive` launch prints when the app has ended.
    static let exitMarker = "aisle-exited status="

    /// How long a wait lasts before it fails.
    /// Generous on purpose: a wait returns as soon as its condition holds, so only a failing
    /// test pays it, and a busy machine never makes a passing one fail.
    static let defaultTimeout: Duration = .seconds(20)

    /// Waits until `text` is on screen and returns that screen.
    @discardableResult
    func waitFor(
        _ text: String, timeout: Duration = defaultTimeout
    ) throws -> [String] {
        try waitUntil("“\(text)” on screen", timeout: timeout) { rows in
            rows.contains { $0.contains(text) }
        }
    }

    /// Waits until `condition` holds for the screen and returns that screen. A frame can be
    /// captured half drawn, so the screen returned is one that two captures in a row agree on.
    /// Fails at once if the app ends meanwhile, since then the screen can no longer change.
    @discardableResult
    func waitUntil(
        _ what: String, timeout: Duration = defaultTimeout, _ condition: ([String]) -> Bool
    ) throws -> [String] {
        let deadline = ContinuousClock.now + timeout
        while true {
            let rows = try screen()
            if condition(rows) {
                usleep(10_000)
                let again = try screen()
                if again == rows { return rows }
            }
            if rows.contains(where: { $0.contains(Self.exitMarker) }) {
                throw E2EFailure("waiting for \(what), the app ended", screen: rows)
            }
            if try format("#{pane_dead}") == "1" {
                let ending = try termination()
                throw E2EFailure("waiting for \(what), the app ended (\(ending))", screen: rows)
            }
            if ContinuousClock.now >= deadline {
                throw E2EFailure("timed out after \(timeout) waiting for \(what)", screen: rows)
            }
            usleep(10_000)
        }
    }

    /// Waits for the pane's program to end and returns how it ended.
    func waitForExit(timeout: Duration = defaultTimeout) throws -> Termination {
        let deadline = ContinuousClock.now + timeout
        var polls = 0
        while true {
            if let ending = try recordedTermination() { return ending }
            if ContinuousClock.now >= deadline {
                let record = try format("dead=#{pane_dead} pid=#{pane_pid}")
                throw E2EFailure(
                    "the app did not end within \(timeout) (\(record), \(processState()))",
                    screen: try screen())
            }
            polls += 1
            if polls % 5 == 0 { try nudgeServerIfPaneIsDead() }
            usleep(10_000)
        }
    }

    /// Debian's tmux 3.3a removes the pane's utmp record through libutempter, which sets SIGCHLD
    /// to SIG_DFL while its helper runs. That happens as the pane's terminal closes, so when the
    /// app exits at that moment its SIGCHLD is lost: the app stays a zombie and the pane shows
    /// dead without a status, for good. Another SIGCHLD makes the server reap it.
    private func nudgeServerIfPaneIsDead() throws {
        guard try format("#{pane_dead}") == "1", let server = pid_t(try format("#{pid}")) else {
            return
        }
        kill(server, SIGCHLD)
    }

    /// What a `keepAlive` launch printed once the app ended: its exit status as the shell saw it
    /// (128 + n for signal n) and whether the terminal's modes were put back as they were.
    func waitForWrappedExit(timeout: Duration = defaultTimeout) throws -> (
        status: Int32, terminalRestored: Bool
    ) {
        let rows = try waitFor(Self.exitMarker, timeout: timeout)
        // The row reads `aisle-exited status=N tty-restored=yes|no`.
        guard let row = rows.first(where: { $0.contains(Self.exitMarker) }),
            let marker = row.range(of: Self.exitMarker),
            case let fields = row[marker.upperBound...].split(separator: " "),
            fields.count == 2, let status = Int32(fields[0])
        else { throw E2EFailure("cannot read the wrapper's report", screen: rows) }
        return (status, fields[1] == "tty-restored=yes")
    }

    /// The pane process's state line and blocked/ignored/caught signal masks, for reports.
    func processState() -> String {
        guard let pid = try? format("#{pane_pid}"),
            let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        else { return "no process" }
        return status.split(separator: "\n")
            .filter { $0.hasPrefix("State") || $0.hasPrefix("Sig") || $0.hasPrefix("Threads") }
            .joined(separator: "; ")
    }

    /// How the dead pane's program ended, waiting for tmux to record it.
    func termination() throws -> Termination {
        try waitForExit()
    }

    /// How the pane's program ended, or nil while tmux has no record yet. The pane can show as
    /// dead (its terminal closed) a moment before tmux has reaped the process and kept its status.
    private func recordedTermination() throws -> Termination? {
        let record = try format("#{pane_dead}:#{pane_dead_status}:#{pane_dead_signal}")
        let fields = record.split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count == 3, fields[0] == "1" else { return nil }
        if let signal = Int32(fields[2]), signal != 0 { return .signaled(signal) }
        return Int32(fields[1]).map { .exited($0) }
    }

    /// Waits until the file at `path` exists and `condition` holds for its bytes; returns them.
    @discardableResult
    func waitForFile(
        _ path: String, _ what: String, timeout: Duration = defaultTimeout,
        _ condition: ([UInt8]) -> Bool
    ) throws -> [UInt8] {
        let deadline = ContinuousClock.now + timeout
        while true {
            let bytes = ScratchDirectory.contents(of: path)
            if let bytes, condition(bytes) { return bytes }
            if ContinuousClock.now >= deadline {
                let text = bytes.map { String(decoding: $0, as: UTF8.self) } ?? "(missing)"
                throw E2EFailure(
                    "timed out after \(timeout) waiting for \(path) to \(what); it holds:\n\(text)")
            }
            usleep(10_000)
        }
    }
}
