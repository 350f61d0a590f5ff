#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The wall clock, read only here at the edge: the reducer gets times as values.
public enum Timestamp {
    /// Now as ISO 8601 UTC, "2026-11-21T17:24:16Z".
    public static func iso8601(_ date: Date = Date()) -> String {
        date.formatted(.iso8601)
    }

    /// Now as "20261121T172416Z", safe in a file name.
    public static func compact(_ date: Date = Date()) -> String {
        iso8601(date).filter { $0 != "-" && $0 != ":" }
    }

    /// This month in UTC, for card expiry checks.
    public static func thisMonth(_ date: Date = Date()) -> (year: Int, month: Int) {
        let iso = iso8601(date)
        let year = Int(iso.prefix(4)) ?? 2026
        let month = Int(iso.dropFirst(5).prefix(2)) ?? 1
        return (year, month)
    }
}
