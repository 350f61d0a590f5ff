#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#endif

/// How a wall-clock time is spelled. The time itself comes from `RuntimeDependencies.wallClock`,
/// so tests fix it; the reducer gets times as values.
///
/// Spelled with libc's `gmtime_r`, not `Date.formatted(.iso8601)`: the format style builds a
/// Gregorian calendar and looks up the current time zone, which loads ICU's data at every start
/// (`Startup` stamps the run before the first frame) and kept about 3 MB of ICU and
/// FoundationInternationalization pages resident for the whole run (docs/benchmarks.md).
public enum Timestamp {
    /// `date` as ISO 8601 UTC, "2026-11-21T17:24:16Z" (whole seconds, rounded down).
    public static func iso8601(_ date: Date) -> String {
        let (year, month, day, hour, minute, second) = utcFields(date)
        return "\(digits(year, 4))-\(digits(month, 2))-\(digits(day, 2))"
            + "T\(digits(hour, 2)):\(digits(minute, 2)):\(digits(second, 2))Z"
    }

    /// `date` as "20261121T172416Z", safe in a file name.
    public static func compact(_ date: Date) -> String {
        iso8601(date).filter { $0 != "-" && $0 != ":" }
    }

    /// The month of `date` in UTC, for card expiry checks.
    public static func thisMonth(_ date: Date) -> (year: Int, month: Int) {
        let fields = utcFields(date)
        return (fields.year, fields.month)
    }

    /// The calendar fields of `date` in UTC; the epoch when libc cannot represent it.
    private static func utcFields(_ date: Date)
        -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int)
    {
        let interval = date.timeIntervalSince1970.rounded(.down)
        // Clamped so the conversion to `time_t` cannot trap; libc fails past year 2^31 anyway.
        var seconds = time_t(interval.isFinite ? max(-1e15, min(1e15, interval)) : 0)
        var broken = tm()
        guard gmtime_r(&seconds, &broken) != nil else { return (1970, 1, 1, 0, 0, 0) }
        return (
            Int(broken.tm_year) + 1900, Int(broken.tm_mon) + 1, Int(broken.tm_mday),
            Int(broken.tm_hour), Int(broken.tm_min), Int(broken.tm_sec)
        )
    }

    /// `value` in decimal, padded with zeros to `width`.
    private static func digits(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }
}
