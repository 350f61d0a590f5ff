/// A UTC date and time of day from seconds since 1970, by integer arithmetic (Howard
/// Hinnant's `civil_from_days`), so the domain needs no calendar and no Foundation.
struct CivilTime: Hashable, Sendable {
    var year: Int
    var month: Int
    var day: Int
    var hour: Int
    var minute: Int
    var second: Int

    /// The UTC calendar fields of `secondsSince1970` (proleptic Gregorian).
    init(secondsSince1970: Int) {
        let secondsPerDay = 86_400
        let (days, secondOfDay) = Self.floorDivision(secondsSince1970, secondsPerDay)
        hour = secondOfDay / 3600
        minute = secondOfDay % 3600 / 60
        second = secondOfDay % 60
        let shifted = days + 719_468  // days from 0000-03-01, so leap days end each year
        let (era, dayOfEra) = Self.floorDivision(shifted, 146_097)
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// ISO 8601 in UTC with seconds: "2026-11-21T17:24:16Z".
    var iso8601: String {
        "\(Self.padded(year, 4))-\(Self.padded(month, 2))-\(Self.padded(day, 2))"
            + "T\(Self.padded(hour, 2)):\(Self.padded(minute, 2)):\(Self.padded(second, 2))Z"
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    private static func floorDivision(_ value: Int, _ divisor: Int) -> (Int, Int) {
        let remainder = value % divisor
        return remainder < 0
            ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
    }
}
