import AisleApp
import Testing

@testable import AisleRuntime

/// The warm-up's sample must read as the session it spells: a sample that stops decoding early
/// (a renamed field, say) would warm only part of the look-ups.
@Suite struct StartupWarmUpTests {
    @Test func theSampleReadsAsAWholeSession() throws {
        guard case .document(let session) = SessionDocument.read(Array(StartupWarmUp.sample.utf8))
        else {
            Issue.record("the sample is not read as a session")
            return
        }
        #expect(session.path.count == 2)
        #expect(session.totalRoutes == 2)
        #expect(session.unknownRouteIndex == nil)
        #expect(session.screens.count == 2)
        #expect(session.history != nil)
        #expect(session.seen != nil)
        #expect(session.prompts != PromptHistory())
    }

    @Test func concurrentlyRunsBothAndGivesTheBackgroundResult() {
        var ranHere = false
        let result = Concurrently.run({ 6 * 7 }, while: { ranHere = true })
        #expect(result == 42)
        #expect(ranHere)
    }
}
