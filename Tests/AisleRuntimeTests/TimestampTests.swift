import Testing

@testable import AisleRuntime

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The wall clock's three spellings, at a fixed instant.
@Suite(.timeLimit(.minutes(10))) struct TimestampTests {
    let instant = Date(timeIntervalSince1970: 1_795_800_256)  // 2026-11-27T17:24:16Z

    @Test func iso8601IsUTCWithSeconds() {
        #expect(Timestamp.iso8601(instant) == "2026-11-27T17:24:16Z")
    }

    @Test func compactIsSafeInAFileName() {
        #expect(Timestamp.compact(instant) == "20261127T172416Z")
    }

    @Test func thisMonthIsTheUTCMonth() {
        #expect(Timestamp.thisMonth(instant) == (2026, 11))
    }

    /// The libc spelling agrees with Foundation's ISO 8601 format style (which it replaced to
    /// keep ICU out of start-up) across leap days, year ends, fractions and the epoch.
    @Test func agreesWithFoundationsFormatStyle() {
        let instants: [Double] = [
            0, 59.999, 951_782_400, 951_868_799.5, 1_709_164_800, 1_735_689_599.999,
            1_735_689_600, 1_795_800_256.25, 4_102_444_800, 253_402_300_799,
        ]
        for seconds in instants {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(Timestamp.iso8601(date) == date.formatted(.iso8601), "at \(seconds)")
        }
    }
}
