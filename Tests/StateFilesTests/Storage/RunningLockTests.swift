import Glibc
import StateFiles
import TestSupport
import Testing

/// The running lock: shared by running instances, taken exclusively by a reset only when none
/// holds it, and naming a holder.
@Suite struct RunningLockTests {
    @Test func aRunningInstanceKeepsAResetOutAndIsNamed() throws {
        let directory = try TemporaryDirectory()
        let writer = AtomicFileWriter(clock: ManualClock())
        let first = try #require(writer.announceRunning(in: directory.path))
        let second = try #require(writer.announceRunning(in: directory.path), "shared")
        guard case .running(let pid) = writer.lockOutRunning(in: directory.path) else {
            throw TestFailure("a reset was let in while instances run")
        }
        #expect(pid == getpid(), "this process holds it (/proc/locks)")
        first.release()
        guard case .running = writer.lockOutRunning(in: directory.path) else {
            throw TestFailure("one instance still runs")
        }
        second.release()
        guard case .none(let reset) = writer.lockOutRunning(in: directory.path) else {
            throw TestFailure("no instance runs, yet the reset was kept out")
        }
        // While the reset holds it, an instance starting waits (here: gives up after the
        // writer's lock timeout on the manual clock) rather than run over it.
        #expect(writer.announceRunning(in: directory.path) == nil)
        reset.release()
        #expect(writer.announceRunning(in: directory.path) != nil)
    }

    @Test func withoutADirectoryNothingCanBeSaid() throws {
        let directory = try TemporaryDirectory()
        let writer = AtomicFileWriter(clock: ManualClock())
        guard case .unknown = writer.lockOutRunning(in: directory.file("missing")) else {
            throw TestFailure("a missing directory has no lock to ask")
        }
    }
}
