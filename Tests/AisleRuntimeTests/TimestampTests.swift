import Testing

@testable import AisleRuntime

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The wall clock's three spellings, at a fixed instant.
@Suite struct TimestampTests {
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
}
