#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How a wall-clock time is spelled. The time itself comes from `RuntimeDependencies.wallClock`,
/// so tests fix it; the reducer gets times as values.
public enum Timestamp {
    /// `date` as ISO 8601 UTC, "2026-11-21T17:24:16Z".
    public static func iso8601(_ date: Date) -> String {
        date.formatted(.iso8601)
    }

    /// `date` as "20261121T172416Z", safe in a file name.
    public static func compact(_ date: Date) -> String {
        iso8601(date).filter { $0 != "-" && $0 != ":" }
    }

    /// The month of `date` in UTC, for card expiry checks.
    public static func thisMonth(_ date: Date) -> (year: Int, month: Int) {
        let iso = iso8601(date)
        let year = Int(iso.prefix(4)) ?? 2026
        let month = Int(iso.dropFirst(5).prefix(2)) ?? 1
        return (year, month)
    }
}
