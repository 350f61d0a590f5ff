import Testing

@testable import AisleRuntime

/// Start-up's two pieces of work at once: both run, and the other thread's result comes back.
@Suite struct ConcurrentlyTests {
    @Test func runsBothAndGivesTheBackgroundResult() {
        var ranHere = false
        let result = Concurrently.run({ 6 * 7 }, while: { ranHere = true })
        #expect(result == 42)
        #expect(ranHere)
    }
}
