import Foundation
import Glibc

/// glibc (2.30 and later) has `tgkill`, but the Glibc module does not import it.
@_silgen_name("tgkill")
private func threadGroupKill(_ process: pid_t, _ thread: pid_t, _ signal: Int32) -> Int32

/// Holding a process still to look at it at a moment the test chooses: under SIGSTOP none of
/// its threads runs, so nothing it does on its own schedule (a save coming due) can happen
/// while the test looks and decides. Counting what it did, rather than timing it.
extension ProcessTable {
    /// Stops `pid` and waits until every one of its threads has stopped.
    static func stop(_ pid: pid_t) throws {
        guard kill(pid, SIGSTOP) == 0 else { throw E2EFailure("kill -STOP \(pid): errno \(errno)") }
        let deadline = ContinuousClock.now + TmuxSession.defaultTimeout
        while true {
            let states = threadStates(pid)
            if !states.isEmpty, states.allSatisfy({ $0 == "T" || $0 == "t" }) { return }
            guard ContinuousClock.now < deadline else {
                throw E2EFailure("process \(pid) did not stop: thread states \(states)")
            }
            usleep(1_000)
        }
    }

    /// Lets a process stopped by `stop` run again.
    static func resume(_ pid: pid_t) throws {
        guard kill(pid, SIGCONT) == 0 else { throw E2EFailure("kill -CONT \(pid): errno \(errno)") }
    }

    /// Sends `signal` to the main thread of `pid` alone, as a fault there would raise it. A
    /// signal sent to a stopped process as a whole goes to whichever thread wakes first.
    static func signalMainThread(_ pid: pid_t, _ signal: Int32) throws {
        guard threadGroupKill(pid, pid, signal) == 0 else {
            throw E2EFailure("tgkill \(pid) \(signal): errno \(errno)")
        }
    }

    /// The state letters of `pid`'s threads (empty when it is gone).
    static func threadStates(_ pid: pid_t) -> [Character] {
        let threads =
            (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return threads.compactMap { thread in
            guard
                let text = try? String(
                    contentsOfFile: "/proc/\(pid)/task/\(thread)/stat", encoding: .utf8),
                let close = text.lastIndex(of: ")")
            else { return nil }
            return text[text.index(after: close)...].split(separator: " ").first?.first
        }
    }

    /// How many read calls `pid` has made (`syscr` of `/proc/<pid>/io`), or nil when it is gone
    /// or that cannot be read.
    static func readCalls(_ pid: pid_t) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("syscr:") })
        else { return nil }
        return Int(line.dropFirst("syscr:".count).trimmingCharacters(in: .whitespaces))
    }
}
