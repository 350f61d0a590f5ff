import Glibc
import StateFiles
import TestSupport
import Testing

/// The running lock: shared by running instances, taken exclusively by a reset only when none
/// holds it, and naming a holder.
@Suite(.timeLimit(.minutes(10))) struct RunningLockTests {
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

    /// Issue 30, item 8: a directory, a named pipe or a symbolic link at the lock's name
    /// keeps every instance from announcing itself; a reset must not take that as "none runs".
    @Test(arguments: ["directory", "fifo", "symlink"])
    func aLockThatIsNotARegularFileIsNamedNotIgnored(kind: String) throws {
        let directory = try TemporaryDirectory()
        let writer = AtomicFileWriter(clock: ManualClock())
        let path = directory.file(".running.lock")
        switch kind {
        case "directory": #expect(mkdir(path, 0o700) == 0)
        case "fifo": #expect(mkfifo(path, 0o600) == 0)
        default: #expect(symlink(directory.file("elsewhere"), path) == 0)
        }
        #expect(writer.announceRunning(in: directory.path) == nil)
        guard case .notRegularFile(let named, let found) = writer.lockOutRunning(in: directory.path)
        else { throw TestFailure("a \(kind) at the lock's name let the reset in") }
        #expect(named == path)
        #expect(
            found
                == [.directory, .fifo, .symbolicLink][
                    ["directory", "fifo", "symlink"].firstIndex(of: kind) ?? 0])
    }

    @Test func withoutADirectoryNothingCanBeSaid() throws {
        let directory = try TemporaryDirectory()
        let writer = AtomicFileWriter(clock: ManualClock())
        guard case .unknown = writer.lockOutRunning(in: directory.file("missing")) else {
            throw TestFailure("a missing directory has no lock to ask")
        }
    }
}
