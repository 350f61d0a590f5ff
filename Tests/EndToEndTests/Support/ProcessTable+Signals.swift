import Foundation
import Glibc

/// Processes seen through /proc. `kill(pid, 0)` is no use here: it succeeds on zombies, and
/// PID 1 in these containers does not reap, so an ended process can stay a zombie for good.
enum ProcessTable {
    /// One look at a process: its state letter (`R`, `S`, `T`, `Z`, …).
    struct Sample: Equatable {
        var state: Character

        /// Whether the process has ended (a zombie or already being torn down).
        var hasEnded: Bool { state == "Z" || state == "X" }
    }

    /// The process's state, or nil when there is no such process.
    static func sample(_ pid: pid_t) -> Sample? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else { return nil }
        // After "pid (comm) ": state is field 3 of stat(5).
        guard let state = text[text.index(after: close)...].split(separator: " ").first?.first
        else { return nil }
        return Sample(state: state)
    }

    /// Whether `pid` exists and has not ended.
    static func isRunning(_ pid: pid_t) -> Bool {
        sample(pid).map { !$0.hasEnded } ?? false
    }

    /// The command name of `pid` (`/proc/<pid>/comm`), or nil.
    static func name(_ pid: pid_t) -> String? {
        (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    /// The set of signals `pid` ignores (bit n - 1 for signal n), or nil.
    static func ignoredSignals(_ pid: pid_t) -> UInt64? {
        statusMask("SigIgn", of: pid)
    }

    /// The signals sent to `pid` and not yet delivered (to the process or its main thread), or
    /// nil when it is gone.
    static func pendingSignals(_ pid: pid_t) -> UInt64? {
        guard let shared = statusMask("ShdPnd", of: pid), let own = statusMask("SigPnd", of: pid)
        else { return nil }
        return shared | own
    }

    /// A hexadecimal signal mask line (`SigIgn:`, `ShdPnd:`, …) of `/proc/<pid>/status`.
    private static func statusMask(_ name: String, of pid: pid_t) -> UInt64? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") })
        else { return nil }
        return UInt64(
            line.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces), radix: 16)
    }

    /// The direct children of `pid`.
    static func children(_ pid: pid_t) -> [pid_t] {
        let path = "/proc/\(pid)/task/\(pid)/children"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return text.split(separator: " ").compactMap {
            pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    /// The first process named `name` among `root` and its descendants (breadth first).
    static func descendant(of root: pid_t, named name: String) -> pid_t? {
        var queue = [root]
        var seen = 0
        while seen < queue.count, seen < 64 {
            let pid = queue[seen]
            seen += 1
            if self.name(pid) == name, isRunning(pid) { return pid }
            queue += children(pid)
        }
        return nil
    }

    /// Waits until `pid` has ended or `timeout` passes. Returns whether it ended, how long that
    /// took, and its count of read calls in the last sample taken alive (see `readCalls`).
    static func waitUntilGone(
        _ pid: pid_t, timeout: Duration
    ) -> (ended: Bool, elapsed: Duration, lastReadCalls: Int?) {
        let clock = ContinuousClock()
        let start = clock.now
        var reads = readCalls(pid)
        while true {
            guard let now = sample(pid), !now.hasEnded else {
                return (true, start.duration(to: clock.now), reads)
            }
            // Counts only grow; a smaller one was read from a process already ending.
            if let count = readCalls(pid), count >= reads ?? 0 { reads = count }
            if start.duration(to: clock.now) >= timeout {
                return (false, start.duration(to: clock.now), reads)
            }
            usleep(5_000)
        }
    }
}
