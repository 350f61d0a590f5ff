import Foundation

/// A process's memory as Linux counts it (`/proc/PID/status`), in KiB.
enum ProcessMemory {
    /// `VmRSS` (resident now), or nil once the process is gone.
    static func resident(_ pid: pid_t) -> Int? { field("VmRSS", of: pid) }

    /// `VmHWM` (the most it was ever resident), or nil once the process is gone.
    static func peakResident(_ pid: pid_t) -> Int? { field("VmHWM", of: pid) }

    private static func field(_ name: String, of pid: pid_t) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
            return Int(
                line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        }
        return nil
    }

    /// The pid in a server log line `event=session … pid=1234 …`.
    static func sessionPID(inLogLine line: String) -> pid_t? {
        guard let field = line.split(separator: " ").first(where: { $0.hasPrefix("pid=") }) else {
            return nil
        }
        return pid_t(field.dropFirst(4))
    }
}
