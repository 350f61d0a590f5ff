/// The log's older entry point, kept for callers that have a sentence rather than fields: the
/// sentence becomes a `note` event (`event=note text="…"`), structured like every other line.
enum ConnectionLog {
    /// Logs `line` as a `note` event.
    static func write(_ line: String) {
        ServerLog.event("note", ["text": line])
    }

    /// "3m07s", "42s", "1h02m".
    static func duration(seconds: Int) -> String {
        if seconds < 60 { return "\(seconds)s" }
        if seconds < 3600 { return "\(seconds / 60)m\(twoDigits(seconds % 60))s" }
        return "\(seconds / 3600)h\(twoDigits(seconds / 60 % 60))m"
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
