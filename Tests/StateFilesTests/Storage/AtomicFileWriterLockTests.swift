import Glibc
import StateFiles
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(10))) struct AtomicFileWriterLockTests {
    /// Holds `.navigation.json.lock` through a descriptor of its own, as another instance would.
    struct HeldLock: ~Copyable {
        let descriptor: Int32
        init(_ path: String) throws {
            descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            guard descriptor >= 0, flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                throw TestFailure("could not hold lock \(path): errno \(errno)")
            }
        }
        deinit { close(descriptor) }
    }

    @Test func aHeldLockDelaysTheSaveByAtMostTheTimeout() throws {
        let directory = try TemporaryDirectory()
        let target = directory.file("navigation.json")
        try Disk.put(Array("old".utf8), at: target)
        let held = try HeldLock(directory.file(".navigation.json.lock"))
        // The wait runs on a manual clock: each retry's pause moves it on, nothing sleeps.
        let clock = ManualClock()
        let started = clock.now
        let fileSystem = FaultyFileSystem()
        let writer = AtomicFileWriter(fileSystem: fileSystem, clock: clock)
        try writer.write(Array("new".utf8), to: target)
        #expect(Disk.contents(target) == Array("new".utf8))
        // It did try for the whole timeout (every 10 ms), and then went ahead instead of
        // waiting on.
        #expect(clock.now - started == .seconds(2))
        let attempts = fileSystem.calls.filter { $0.operation == .lock && !$0.succeeded }
        #expect(attempts.count == 201)
        _ = consume held
    }

    @Test func aLockFoundStuckIsTriedOnceOnTheNextSave() throws {
        let directory = try TemporaryDirectory()
        let target = directory.file("navigation.json")
        let held = try HeldLock(directory.file(".navigation.json.lock"))
        let clock = ManualClock()
        let writer = AtomicFileWriter(clock: clock)
        try writer.write([1], to: target)
        let afterFirst = clock.now
        try writer.write([2], to: target)
        #expect(clock.now == afterFirst, "no second wait for a stuck holder")
        #expect(Disk.contents(target) == [2])
        _ = consume held
    }

    @Test func theLockIsReleasedAfterTheSave() throws {
        let directory = try TemporaryDirectory()
        try AtomicFileWriter().write([1], to: directory.file("navigation.json"))
        #expect(Disk.mode(directory.file(".navigation.json.lock")) == 0o600)
        _ = try HeldLock(directory.file(".navigation.json.lock"))
    }

    @Test func aFreeLockIsTakenAndReleasedAroundTheRename() throws {
        let directory = try TemporaryDirectory()
        let fileSystem = FaultyFileSystem()
        try AtomicFileWriter(fileSystem: fileSystem).write([1], to: directory.file("f.json"))
        let order = fileSystem.calls.filter { [.lock, .rename, .sync].contains($0.operation) }
            .map { "\($0.operation)" }
        #expect(order == ["sync", "lock", "rename", "sync", "lock"])
    }
}
