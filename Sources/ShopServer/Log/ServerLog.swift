import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The operator's log: one structured line per event on standard error (a terminal, a file or
/// a service's journal alike), `logfmt` unless `--log-format json` said otherwise.
///
///     ServerLog.event("refused", ["reason": "shop-full", "address": peer])
///
/// Events and their keys are listed in README "Running a shop on the internet"; keep them
/// stable, owners grep and parse them.
public enum ServerLog {
    private static let json = Atomic<Bool>(false)

    /// Chooses the shape of every line from now on (called once, at start).
    public static func use(_ format: ServerLogLine.Format) {
        json.store(format == .json, ordering: .relaxed)
    }

    /// The shape lines are written in.
    public static var format: ServerLogLine.Format {
        json.load(ordering: .relaxed) ? .json : .logfmt
    }

    /// Writes one line: `event` and `fields`, in their order, after the time.
    public static func event(_ event: String, _ fields: KeyValuePairs<String, String> = [:]) {
        self.event(event, fields.map { ($0.key, $0.value) })
    }

    /// Writes one line: `event` and `fields`, in their order, after the time (for fields put
    /// together from parts, e.g. a connection's own and the event's).
    public static func event(_ event: String, _ fields: [(String, String)]) {
        writeLine(ServerLogLine.make(event, fields, time: timestamp(), format: format))
    }

    /// `2026-11-28T17:04:05Z`: UTC, to the second.
    static func timestamp(_ seconds: time_t = time(nil)) -> String {
        var now = seconds
        var parts = tm()
        gmtime_r(&now, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
    }

    /// Writes `line` (with a newline) in one call, so lines from several loops never interleave.
    static func writeLine(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(2, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}
