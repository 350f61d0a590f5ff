import AisleRuntime
import Storefront
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Order numbers from an injected date and injected randomness.
@Suite struct OrderNumberTests {
    let date = Date(timeIntervalSince1970: 1_795_800_256)  // 2026-11-27

    @Test func theDateThenFourUnambiguousCharacters() {
        #expect(OrderNumber.next(avoiding: [], at: date, random: { 0 }) == "A-261127-2222")
        #expect(OrderNumber.next(avoiding: [], at: date, random: { 30 }) == "A-261127-ZZZZ")
    }

    @Test func aTakenNumberIsDrawnAgain() {
        var draws: [UInt64] = [0, 0, 0, 0, 1, 1, 1, 1]
        let id = OrderNumber.next(avoiding: ["A-261127-2222"], at: date) { draws.removeFirst() }
        #expect(id == "A-261127-3333")
    }
}
