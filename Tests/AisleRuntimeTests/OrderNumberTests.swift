import AisleRuntime
import Storefront
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Order numbers from an injected date and injected randomness.
@Suite(.timeLimit(.minutes(10))) struct OrderNumberTests {
    let date = Date(timeIntervalSince1970: 1_795_800_256)  // 2026-11-27

    @Test func theDateThenSixUnambiguousCharacters() {
        #expect(OrderNumber.next(at: date, random: { 0 }) == "A-261127-222222")
        #expect(OrderNumber.next(at: date, random: { 30 }) == "A-261127-ZZZZZZ")
    }
}
