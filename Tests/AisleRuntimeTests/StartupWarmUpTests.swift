import AisleApp
import Testing

@testable import AisleRuntime

/// The warm-up's sample must read as a session with every part filled in: a sample that stops
/// decoding early (a renamed field, a route of a new kind) would warm only part of the look-ups.
@Suite struct StartupWarmUpTests {
    @Test func theSampleReadsAsAWholeSession() throws {
        guard case .document(let session) = SessionDocument.read(Array(StartupWarmUp.sample.utf8))
        else {
            Issue.record("the sample is not read as a session")
            return
        }
        #expect(session.path.count == 8)
        #expect(session.totalRoutes == 8)
        #expect(session.unknownRouteIndex == nil)
        #expect(session.screens.count == 2)
        #expect(session.checkout != nil)
        #expect(session.history != nil)
        #expect(session.seen != nil)
        #expect(session.prompts != PromptHistory())
        #expect(session.others.count == 1)
    }

    @Test func concurrentlyRunsBothAndGivesTheBackgroundResult() {
        var ranHere = false
        let result = Concurrently.run({ 6 * 7 }, while: { ranHere = true })
        #expect(result == 42)
        #expect(ranHere)
    }
}
