import AisleApp
import Testing

/// A fixed zone's arithmetic across days, months, years and leap days; text that is not a
/// UTC time is shown as it is.
@Suite(.timeLimit(.minutes(10))) struct LocalTimeTests {
    @Test(arguments: [
        ("2026-11-26T16:22:05Z", 60, "2026-11-26 17:22 CET"),
        ("2026-12-31T23:30:00Z", 60, "2027-01-01 00:30 CET"),
        ("2027-01-01T00:10:00Z", -300, "2026-12-31 19:10 CET"),
        ("2028-02-28T23:00:00Z", 120, "2028-02-29 01:00 CET"),
        ("2027-02-28T23:00:00Z", 120, "2027-03-01 01:00 CET"),
        ("2026-03-01T02:00:00Z", -180, "2026-02-28 23:00 CET"),
        ("2026-06-15T12:00:00Z", 330, "2026-06-15 17:30 CET"),
        ("2026-06-15T12:00:00Z", 0, "2026-06-15 12:00 CET"),
        ("yesterday", 60, "yesterday"),
        ("2026-13-01T00:00:00Z", 60, "2026-13-01T00:00:00Z"),
    ])
    func fixedZone(utc: String, offset: Int, shown: String) {
        #expect(LocalTime.fixed(offsetMinutes: offset, name: "CET").text(utc) == shown)
    }

    @Test func utcIsTheDefaultAndZonesCompareByName() {
        #expect(LocalTime.utc.text("2026-11-21T17:24:16Z") == "2026-11-21 17:24 UTC")
        #expect(LocalTime.fixed(offsetMinutes: 60, name: "CET") != .utc)
        #expect(
            LocalTime(zone: "Europe/Paris") { $0 } == LocalTime(zone: "Europe/Paris") { _ in "" })
    }
}
