import Glibc
import StateFiles
import Synchronization
import TestSupport
import Testing

/// The lock held through long work: waited for while its holder shows signs of life, given up
/// on once it shows none, and never waited on forever.
@Suite(.timeLimit(.minutes(10))) struct AtomicFileWriterLongLockTests {
    /// A holder that beats (its lock file's time moves on each simulated second) for
    /// `aliveFor` seconds of the manual clock, then stops, as a process stopped with Ctrl-Z.
    static func beating(for aliveFor: Int, clock: ManualClock) -> FaultyFileSystem {
        let start = clock.now
        return FaultyFileSystem(
            rewriteStatus: { status in
                var status = status
                let elapsed = Int((clock.now - start).components.seconds)
                status.modificationTime = min(elapsed, aliveFor)
                return status
            })
    }

    @Test func aHolderAtWorkIsWaitedForAndOneThatStopsIsGivenUpOn() throws {
        let directory = try TemporaryDirectory()
        let target = directory.file("catalog.sqlite")
        let holder = try LockFileHolder(directory.file(".catalog.sqlite.lock"))
        let clock = ManualClock()
        let writer = AtomicFileWriter(fileSystem: Self.beating(for: 10, clock: clock), clock: clock)
        let started = clock.now
        let told = Mutex(0)
        guard
            case .holderStalled = writer.lockForLongWork(
                target, waiting: { told.withLock { $0 += 1 } })
        else { throw TestFailure("a stopped holder was not given up on") }
        let waited = clock.now - started
        #expect(
            waited >= .seconds(10) + AtomicFileWriter.stalledHolder, "through the work: \(waited)")
        #expect(waited < .seconds(10) + AtomicFileWriter.stalledHolder + .seconds(2))
        #expect(told.withLock { $0 } == 1, "the wait is told once")
        _ = holder
    }

    @Test func aFreeLockIsTakenAtOnceAndLetGoOfOnRelease() throws {
        let directory = try TemporaryDirectory()
        let fileSystem = FaultyFileSystem()
        let writer = AtomicFileWriter(fileSystem: fileSystem, clock: ManualClock())
        guard
            case .acquired(let lock) = writer.lockForLongWork(
                directory.file("catalog.sqlite"),
                waiting: { Issue.record("no wait for a free lock") })
        else { throw TestFailure("a free lock was not taken") }
        #expect(Disk.mode(directory.file(".catalog.sqlite.lock")) == 0o600)
        lock.release()
        #expect(throws: Never.self) { try LockFileHolder(directory.file(".catalog.sqlite.lock")) }
    }

    @Test func aLockFileThatIsALinkIsNeverUsed() throws {
        let directory = try TemporaryDirectory()
        #expect(symlink(directory.file("elsewhere"), directory.file(".catalog.sqlite.lock")) == 0)
        let writer = AtomicFileWriter(clock: ManualClock())
        guard
            case .unavailable = writer.lockForLongWork(
                directory.file("catalog.sqlite"), waiting: {})
        else { throw TestFailure("a planted link was used as the lock") }
        #expect(!Disk.exists(directory.file("elsewhere")))
    }
}
