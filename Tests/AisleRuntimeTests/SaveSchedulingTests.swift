import AisleApp
import AisleRuntime
import StateFiles
import TerminalUI
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// When the loop writes: at once for the first change, then at most once a second while the
/// user moves (always within a second of a change), and everything on the way out. Time is a
/// manual clock; nothing sleeps.
@Suite(.timeLimit(.minutes(10))) struct SaveSchedulingTests {
    @Test func aChangeWaitsForTheDeadlineAndIsWrittenWithinASecond() throws {
        let scratch = try RuntimeScratch()
        let startup = try scratch.startup()
        let saver = startup.persistence.saver
        var seen: [Int?] = []
        let look = TestTerminal.Step.inspect {
            saver.drain()
            seen.append(scratch.savedHomeSelection())
        }
        let (ending, _, _) = scratch.run(
            startup,
            [
                .down, look,  // the first change is written at once
                .down, look,  // the second waits for a second after the first write
                .pause(.milliseconds(999)), look,  // not before the deadline
                .pause(.milliseconds(1)), look,  // and at it
                .quit,
            ])
        #expect(ending == .quit)
        #expect(seen == [1, 1, 1, 2])
    }

    @Test func movingForTenSecondsWritesAboutOnceASecond() throws {
        let scratch = try RuntimeScratch(catalogJSON: RuntimeScratch.catalogJSON(categories: 150))
        let fileSystem = FaultyFileSystem()
        let startup = try scratch.startup(fileSystem: fileSystem)
        let saver = startup.persistence.saver
        // A key every 100 ms for ten seconds, each moving the highlight to a new row. The saver
        // is drained as it goes, so that no write is merged into a later one while the disk is
        // slower than the manual clock.
        let script = (0..<100).flatMap { _ in
            [TestTerminal.Step.down, .pause(.milliseconds(100)), .inspect { saver.drain() }]
        }
        _ = scratch.run(startup, script + [.quit])
        let writes = fileSystem.calls.filter {
            $0.operation == .rename && $0.path.contains(".navigation.json.tmp-")
        }
        // Once at the first key, then once a second, then the flush on quit.
        #expect((10...12).contains(writes.count), "\(writes.count) writes in ten seconds")
        #expect(scratch.savedHomeSelection() == 100)
    }

    @Test(arguments: [
        TerminalEvent.key(.character("q")), .signal(SIGTERM), .signal(SIGHUP), .hangup,
    ])
    func everyWayOutFlushesTheLastChange(last: TerminalEvent) throws {
        let scratch = try RuntimeScratch()
        let (ending, _, _) = scratch.run(
            try scratch.startup(), [.down, .pause(.milliseconds(200)), .down, .event(last)])
        switch last {
        case .key: #expect(ending == .quit)
        case .signal(let signo): #expect(ending == .signal(signo))
        default: #expect(ending == .hangup)
        }
        // The second move was still waiting for its deadline when the session ended.
        #expect(scratch.savedHomeSelection() == 2)
    }

    @Test func anExhaustedScriptEndsTheRunAsAHangup() throws {
        let scratch = try RuntimeScratch()
        let (ending, _, terminal) = scratch.run(try scratch.startup(), [.down])
        #expect(ending == .hangup)
        #expect(terminal.screen.contains { $0.contains("Tea Room") })
        #expect(scratch.savedHomeSelection() == 1)
    }

    @Test func aLaunchThatChangesNothingRewritesNothing() throws {
        let scratch = try RuntimeScratch()
        _ = scratch.run(try scratch.startup(), [.down, .quit])
        let before = Disk.contents(scratch.session)
        try Disk.age(scratch.session, by: 100)
        _ = scratch.run(try scratch.startup(), [.pause(.seconds(3)), .quit])
        #expect(Disk.contents(scratch.session) == before)
        var info = stat()
        #expect(stat(scratch.session, &info) == 0)
        #expect(time(nil) - info.st_mtim.tv_sec >= 100, "not rewritten")
    }
}
