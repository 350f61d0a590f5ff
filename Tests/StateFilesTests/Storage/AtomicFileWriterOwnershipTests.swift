import Glibc
import StateFiles
import TestSupport
import Testing

/// The writer never creates or replaces anything in a directory that is not the user's own and
/// private (audit rows 28 and 30), and never changes a file it did not create (the lock file).
@Suite(.timeLimit(.minutes(10))) struct AtomicFileWriterOwnershipTests {
    static let stranger = DirectoryTrustTests.stranger

    @Test func nothingIsWrittenInAnotherUsersDirectory() throws {
        let directory = try TemporaryDirectory()
        let target = directory.file("navigation.json")
        try Disk.put(Array("theirs".utf8), at: target)
        let writer = AtomicFileWriter(user: Self.stranger)
        let error = #expect(throws: FileSystemError.self) {
            try writer.write(Array("mine".utf8), to: target)
        }
        #expect(
            error
                == .save(
                    path: target,
                    cause: .refused(.ownedByAnotherUser(path: directory.path, owner: geteuid()))))
        #expect(error?.message.hasPrefix("not saving \(target): \(directory.path) belongs") == true)
        #expect(Disk.contents(target) == Array("theirs".utf8))
        #expect(Disk.names(in: directory.path) == ["navigation.json"], "no temporary, no lock")
    }

    @Test func noDirectoryIsCreatedInAnotherUsersDirectory() throws {
        let directory = try TemporaryDirectory()
        let writer = AtomicFileWriter(user: Self.stranger)
        #expect(throws: FileSystemError.self) {
            try writer.write([1], to: directory.file(".local/state/aisle/navigation.json"))
        }
        #expect(Disk.names(in: directory.path) == [])
    }

    @Test func nothingIsWrittenInADirectoryOthersMayWriteIn() throws {
        let directory = try TemporaryDirectory()
        try #require(chmod(directory.path, 0o777) == 0)
        #expect(throws: FileSystemError.self) {
            try AtomicFileWriter().write([1], to: directory.file("navigation.json"))
        }
        #expect(Disk.names(in: directory.path) == [])
    }

    @Test func aHardLinkPlantedAsTheLockLeavesItsTargetAlone() throws {
        let directory = try TemporaryDirectory()
        let victim = directory.file("victim")
        try Disk.put(Array("secret".utf8), at: victim, mode: 0o644)
        try #require(link(victim, directory.file(".navigation.json.lock")) == 0)
        try AtomicFileWriter().write([1], to: directory.file("navigation.json"))
        #expect(Disk.mode(victim) == 0o644, "mode \(String(Disk.mode(victim) ?? 0, radix: 8))")
        #expect(Disk.contents(victim) == Array("secret".utf8))
        #expect(Disk.contents(directory.file("navigation.json")) == [1], "saved, unlocked")
    }

    @Test func aSymbolicLinkPlantedAsTheLockIsNotFollowed() throws {
        let directory = try TemporaryDirectory()
        let victim = directory.file("victim")
        try Disk.put(Array("secret".utf8), at: victim, mode: 0o644)
        try #require(symlink(victim, directory.file(".navigation.json.lock")) == 0)
        try AtomicFileWriter().write([1], to: directory.file("navigation.json"))
        #expect(Disk.mode(victim) == 0o644)
        #expect(Disk.contents(directory.file("navigation.json")) == [1])
    }

    @Test func anExistingLockFileIsUsedButNeverChmodded() throws {
        let directory = try TemporaryDirectory()
        let lock = directory.file(".navigation.json.lock")
        try Disk.put([], at: lock, mode: 0o640)
        let fileSystem = FaultyFileSystem()
        try AtomicFileWriter(fileSystem: fileSystem).write(
            [1], to: directory.file("navigation.json"))
        #expect(Disk.mode(lock) == 0o640)
        #expect(fileSystem.calls.contains { $0.operation == .lock && $0.path == lock })
    }

    @Test func aNewLockFileIsCreatedExclusivelyWithoutFollowingLinks() throws {
        let directory = try TemporaryDirectory()
        let lock = directory.file(".navigation.json.lock")
        let fileSystem = FaultyFileSystem()
        try AtomicFileWriter(fileSystem: fileSystem).write(
            [1], to: directory.file("navigation.json"))
        let first = try #require(fileSystem.openFlags(lock).first)
        let wanted = O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
        #expect(first & wanted == wanted)
        #expect(Disk.mode(lock) == 0o600)
    }

    @Test func aLockFileOfAnotherUserIsNotUsed() throws {
        let directory = try TemporaryDirectory()
        let lock = directory.file(".navigation.json.lock")
        try Disk.put([], at: lock, mode: 0o600)
        // The descriptor's status says someone else owns it (root could chown; others cannot).
        let fileSystem = FaultyFileSystem(rewriteStatus: { status in
            var changed = status
            changed.owner = Self.stranger
            return changed
        })
        try AtomicFileWriter(fileSystem: fileSystem).write(
            [1], to: directory.file("navigation.json"))
        #expect(!fileSystem.calls.contains { $0.operation == .lock }, "not locked through it")
        #expect(!fileSystem.calls.contains { $0.operation == .setPermissions && $0.path == lock })
        #expect(Disk.contents(directory.file("navigation.json")) == [1])
    }

    @Test func aFailedDirectoryFlushIsASaveThatMayNotBeDurable() throws {
        let directory = try TemporaryDirectory()
        let target = directory.file("navigation.json")
        try Disk.put([0], at: target)
        // The first flush is the temporary file's, the second the directory's.
        let fileSystem = FaultyFileSystem(fault: .init(operation: .sync, occurrence: 2, errno: EIO))
        let outcome = try AtomicFileWriter(fileSystem: fileSystem).write([1], to: target)
        #expect(
            outcome
                == .notDurable(
                    path: target, cause: .failed(.sync, path: directory.path, errno: EIO)))
        #expect(Disk.contents(target) == [1])
        #expect(
            outcome.warning
                == "saved \(target), but it may not survive a crash: could not flush "
                + "\(directory.path): input/output error")
        #expect(SaveOutcome.durable.warning == nil)
    }
}
