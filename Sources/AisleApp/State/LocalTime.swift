/// How order times read on screen: in the user's time zone, named ("2026-11-26 17:22 CET").
/// Files keep UTC. The reducer and screens have no clock and read no environment, so start-up
/// hands one in (as it does `AppState.today`), made from the C library's
/// `localtime_r` so that `TZ` and summer time are respected; tests use a fixed offset.
public struct LocalTime: Equatable, Sendable {
    /// What tells two apart: the zone's name (`TZ`, or "UTC+01:00 CET" for a fixed one).
    public let zone: String
    private let convert: @Sendable (String) -> String

    /// Times shown by `convert`, which turns "2026-11-21T17:24:16Z" into the text to show
    /// (and gives back what it cannot read unchanged).
    public init(zone: String, convert: @escaping @Sendable (String) -> String) {
        self.zone = zone
        self.convert = convert
    }

    /// UTC, as files hold it: the default, so that a state made without a runtime is
    /// repeatable.
    public static let utc = fixed(offsetMinutes: 0, name: "UTC")

    /// A zone `offsetMinutes` east of UTC all year, shown as `name`.
    public static func fixed(offsetMinutes: Int, name: String) -> LocalTime {
        LocalTime(zone: "UTC\(offsetMinutes >= 0 ? "+" : "-")\(abs(offsetMinutes)) \(name)") {
            shift($0, by: offsetMinutes).map { "\($0) \(name)" } ?? $0
        }
    }

    /// "2026-11-21T17:24:16Z" as shown in this zone; other text unchanged.
    public func text(_ utc: String) -> String { convert(utc) }

    /// Equal when the zones are: the conversion follows from the zone.
    public static func == (lhs: LocalTime, rhs: LocalTime) -> Bool { lhs.zone == rhs.zone }

    /// "2026-11-21T17:24:16Z" moved by `minutes`, as "2026-11-21 18:24"; nil when not such a
    /// time.
    static func shift(_ iso: String, by minutes: Int) -> String? {
        let fields = iso.split { "-T:Z".contains($0) }.compactMap { Int($0) }
        guard fields.count == 6, iso.hasSuffix("Z"), (1...12).contains(fields[1]) else {
            return nil
        }
        let total = fields[3] * 60 + fields[4] + minutes
        let dayShift = total >= 0 ? total / 1440 : -((-total + 1439) / 1440)
        let minuteOfDay = total - dayShift * 1440
        let (year, month, day) = civil(days(fields[0], fields[1], fields[2]) + dayShift)
        let time = "\(pad(minuteOfDay / 60)):\(pad(minuteOfDay % 60))"
        return "\(pad(year, 4))-\(pad(month))-\(pad(day)) \(time)"
    }

    private static func pad(_ value: Int, _ width: Int = 2) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil).
    private static func days(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146097 + dayOfEra - 719468
    }

    /// The date `days` after 1970-01-01 (civil_from_days).
    private static func civil(_ days: Int) -> (Int, Int, Int) {
        let z = days + 719468
        let era = (z >= 0 ? z : z - 146096) / 146097
        let dayOfEra = z - era * 146097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
