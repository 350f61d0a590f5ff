import AisleApp
import Storefront
import TerminalUI
import TestSupport
import Testing

@testable import AisleRuntime

#if canImport(Glibc)
    import Glibc
#endif

/// A large catalog's search runs off the loop's thread: the screen says "Searching…", keys act
/// while it runs, Esc stops it, and a new search supersedes the one under way. The store's
/// searches wait until the test lets them go (`SlowSearchStore`): no timing is assumed.
@Suite(.timeLimit(.minutes(10))) struct SlowSearchRuntimeTests {
    static var frame: TestTerminal.Step { .pause(.milliseconds(1)) }

    /// A start-up on the scratch catalog, its store's searches slow, at Home.
    static func slowStartup(_ scratch: RuntimeScratch) throws -> (Startup, SlowSearchStore) {
        var startup = try scratch.startup(.fresh)
        let slow = SlowSearchStore(startup.state.catalog)
        startup.state = AppState(catalog: Catalog(store: slow))
        return (startup, slow)
    }

    static func search(_ query: String) -> [TestTerminal.Step] {
        [.key(.character("f")), .key(.control("u"))] + TestTerminal.Step.keys(query)
            + [.key(.enter), frame]
    }

    @Test func keysActWhileASearchRunsAndEscStopsIt() throws {
        let scratch = try RuntimeScratch()
        let (startup, slow) = try Self.slowStartup(scratch)
        var preparingUnderHelp = false
        var cancelledAfterEsc: [ProductListing] = []
        let script: [TestTerminal.Step] =
            Self.search("kettle") + [
                // The loop is waiting for keys while the search is worked out elsewhere.
                .key(.character("?")), Self.frame,
                .inspect {
                    slow.waitUntilStarted(1)
                    preparingUnderHelp = slow.isPreparing
                },
                .key(.character("?")), Self.frame,
                .key(.escape), Self.frame,
                .inspect {
                    // The stopped search ends on its own thread; a search never stopped would
                    // run out its minute first, and fail below.
                    slow.waitUntilIdle()
                    cancelledAfterEsc = slow.cancelled
                },
            ]
        let (_, loop, terminal) = scratch.run(startup, script)
        let kettle = ProductListing.search(SearchQuery("kettle"))
        #expect(slow.started == [kettle])
        let searching = try #require(terminal.frames.first { $0.joined().contains("Searching…") })
        #expect(searching.joined().contains("Results for “kettle”"))
        #expect(preparingUnderHelp, "help opened while the search was still being worked out")
        #expect(
            terminal.frames.contains { $0.joined().contains("close help") },
            "the help was drawn during the search")
        #expect(cancelledAfterEsc == [kettle], "Esc left the results and stopped the search")
        #expect(loop.state.screen == nil)
        #expect(loop.state.searches.running == nil)
        #expect(!terminal.screen.joined().contains("Searching…"))
    }

    @Test func aNewSearchSupersedesTheOneUnderWayAndItsResultsCome() throws {
        let scratch = try RuntimeScratch()
        let (startup, slow) = try Self.slowStartup(scratch)
        let probe = LoopProbe()
        var cancelledBySecond: [ProductListing] = []
        let script: [TestTerminal.Step] =
            Self.search("kettle") + Self.search("tea") + [
                .inspect {
                    slow.waitUntilStarted(2)
                    cancelledBySecond = slow.cancelled
                    slow.release()
                    probe.waitUntilIdle()
                },
                Self.frame, Self.frame,
            ]
        let terminal = TestTerminal(script: script, clock: scratch.clock)
        var loop = RunLoop(startup: startup, terminal: terminal)
        probe.worker = loop.searches
        _ = loop.run()
        let kettle = ProductListing.search(SearchQuery("kettle"))
        let tea = ProductListing.search(SearchQuery("tea"))
        #expect(slow.started == [kettle, tea])
        #expect(cancelledBySecond == [kettle], "the second search stopped the first")
        #expect(loop.state.searches.running == nil)
        #expect(loop.state.searches.finished == [tea])
        let screen = terminal.screen.joined(separator: "\n")
        #expect(screen.contains("Results for “tea”"))
        #expect(screen.contains("Tea Kettle"), "the results are drawn once they come")
        #expect(!screen.contains("Searching…"))
        #expect(screen.contains("products found") || screen.contains("product found"))
    }
}

/// The loop's search worker, for a script step to wait on: the worker clears its search and
/// queues the answer at once, so once it is idle the loop's next look takes the answer.
final class LoopProbe {
    var worker: SearchWorker?

    /// Waits (a bounded number of short waits, so a broken run fails rather than hangs) until
    /// no search is under way.
    func waitUntilIdle() {
        for _ in 0..<60_000 where worker?.isRunning == true {
            usleep(1000)
        }
    }
}
