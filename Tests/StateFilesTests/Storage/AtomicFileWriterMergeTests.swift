import Glibc
import StateFiles
import TestSupport
import Testing

/// `write(to:limit:merging:)`: the new bytes are made from the file as it is when the save
/// happens, under the lock, so two instances cannot both read the old file and each drop the
/// other's save.
@Suite(.timeLimit(.minutes(10))) struct AtomicFileWriterMergeTests {
    @Test func theMergeSeesTheFileAsItIsNow() throws {
        let directory = try TemporaryDirectory()
        let target = directory.file("aisle/navigation.json")
        let writer = AtomicFileWriter()
        var seen: [[UInt8]?] = []
        let first = try writer.write(to: target, limit: 100) { current in
            seen.append(current)
            return [1]
        }
        #expect(first == .durable)
        try Disk.put([7, 7], at: target)  // another instance saved meanwhile
        try writer.write(to: target, limit: 100) { current in
            seen.append(current)
            return (current ?? []) + [2]
        }
        #expect(seen == [nil, [7, 7]])
        #expect(Disk.contents(target) == [7, 7, 2])
    }

    @Test func nothingFromTheMergeLeavesTheFileAsItIs() throws {
        let directory = try TemporaryDirectory()
        let target = directory.file("navigation.json")
        try Disk.put([3], at: target)
        let outcome = try AtomicFileWriter().write(to: target, limit: 100) { _ in nil }
        #expect(outcome == nil)
        #expect(Disk.contents(target) == [3])
        #expect(Disk.names(in: directory.path) == [".navigation.json.lock", "navigation.json"])
    }

    /// What cannot be read as a file of ours is given to the merge as no bytes at all.
    @Test func aFileTooLargeOrALinkIsNoBytes() throws {
        let directory = try TemporaryDirectory()
        let target = directory.file("navigation.json")
        try Disk.put([1, 2, 3], at: target)
        var seen: [[UInt8]?] = []
        try AtomicFileWriter().write(to: target, limit: 2) { current in
            seen.append(current)
            return [4]
        }
        #expect(Disk.contents(target) == [4])
        try Disk.put([5], at: directory.file("elsewhere"))
        #expect(unlink(target) == 0)
        #expect(symlink(directory.file("elsewhere"), target) == 0)
        try AtomicFileWriter().write(to: target, limit: 100) { current in
            seen.append(current)
            return [6]
        }
        #expect(seen == [nil, nil])
        #expect(Disk.contents(directory.file("elsewhere")) == [5], "the link's target is kept")
    }

    /// While the merge runs, another instance cannot take the lock: its own read-merge-write
    /// waits until this one has renamed its file in.
    @Test func theMergeRunsUnderTheLock() throws {
        let directory = try TemporaryDirectory()
        let target = directory.file("navigation.json")
        let lock = directory.file(".navigation.json.lock")
        var heldDuringMerge: Bool?
        try AtomicFileWriter().write(to: target, limit: 100) { _ in
            let descriptor = open(lock, O_RDWR | O_CLOEXEC)
            defer { close(descriptor) }
            heldDuringMerge = descriptor >= 0 && flock(descriptor, LOCK_EX | LOCK_NB) != 0
            return [1]
        }
        #expect(heldDuringMerge == true)
        let descriptor = open(lock, O_RDWR | O_CLOEXEC)
        defer { close(descriptor) }
        #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0, "released after the save")
    }

    @Test func anotherUsersDirectoryIsNeitherReadNorWritten() throws {
        let directory = try TemporaryDirectory()
        let target = directory.file("navigation.json")
        try Disk.put([1], at: target)
        let stranger: UInt32 = geteuid() == 4242 ? 4243 : 4242
        var called = false
        #expect(throws: FileSystemError.self) {
            try AtomicFileWriter(user: stranger).write(to: target, limit: 100) { _ in
                called = true
                return [2]
            }
        }
        #expect(!called)
        #expect(Disk.contents(target) == [1])
    }
}
