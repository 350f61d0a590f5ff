import Glibc
import StateFiles
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(10))) struct AtomicFileWriterTests {
    @Test func createsMissingDirectoriesAndFileWithExactModes() throws {
        let directory = try TemporaryDirectory()
        let target = directory.file("a/b/aisle/navigation.json")
        try AtomicFileWriter().write(Array("new".utf8), to: target)
        #expect(Disk.contents(target) == Array("new".utf8))
        #expect(Disk.mode(target) == 0o600)
        for created in ["a", "a/b", "a/b/aisle"] {
            #expect(Disk.mode(directory.file(created)) == 0o700, "\(created)")
        }
        #expect(
            Disk.names(in: directory.file("a/b/aisle")) == [
                ".navigation.json.lock", "navigation.json",
            ])
    }

    /// The umask is process-wide and tests run in parallel, so a hostile umask is simulated by
    /// a file system that strips its bits from every mode passed to mkdir and open.
    @Test(arguments: [mode_t(0o000), 0o022, 0o077, 0o277, 0o777])
    func modesAreExactWhateverTheUmask(umask simulated: mode_t) throws {
        let directory = try TemporaryDirectory()
        let target = directory.file("x/y/navigation.json")
        let writer = AtomicFileWriter(fileSystem: FaultyFileSystem(simulatedUmask: simulated))
        try writer.write(Array("one".utf8), to: target)
        try writer.write(Array("two".utf8), to: target)
        #expect(Disk.contents(target) == Array("two".utf8))
        #expect(Disk.mode(target) == 0o600)
        #expect(Disk.mode(directory.file("x")) == 0o700)
        #expect(Disk.mode(directory.file("x/y")) == 0o700)
    }

    @Test(arguments: [mode_t(0o755), 0o711, 0o770])
    func existingDirectoryModesAreLeftAlone(mode: mode_t) throws {
        let directory = try TemporaryDirectory()
        let existing = directory.file("existing")
        #expect(mkdir(existing, 0o700) == 0)
        #expect(chmod(existing, mode) == 0)
        try AtomicFileWriter().write([1], to: existing + "/new/navigation.json")
        // A directory others may write in is refused for files (DirectoryTrustTests), not fixed.
        if mode & 0o022 == 0 {
            try AtomicFileWriter().write([2], to: existing + "/navigation.json")
        }
        #expect(Disk.mode(existing) == mode)
        #expect(Disk.mode(existing + "/new") == 0o700)
    }

    @Test func onlyDirectoriesItCreatedGetChmodded() throws {
        let directory = try TemporaryDirectory()
        let fileSystem = FaultyFileSystem()
        try AtomicFileWriter(fileSystem: fileSystem).write([1], to: directory.file("p/q/f.json"))
        // The lock file is set to 0600 too (O_CREAT alone keeps the umask's bits); left out here.
        let chmodded = fileSystem.calls.filter { $0.operation == .setPermissions }.map(\.path)
            .filter { !$0.hasSuffix(".lock") }
        #expect(chmodded.count == 3)
        #expect(chmodded.prefix(2) == [directory.file("p"), directory.file("p/q")])
        #expect(chmodded.last?.hasPrefix(directory.file("p/q/.f.json.tmp-")) == true)
    }

    @Test func overwriteReplacesContentAndResetsMode() throws {
        let directory = try TemporaryDirectory()
        let target = directory.file("navigation.json")
        try Disk.put(Disk.pattern(10_000, seed: 1), at: target, mode: 0o644)
        try AtomicFileWriter().write(Array("short".utf8), to: target)
        #expect(Disk.contents(target) == Array("short".utf8))
        #expect(Disk.mode(target) == 0o600)
        try AtomicFileWriter().write([], to: target)
        #expect(Disk.contents(target) == [])
    }

    @Test func replacesASymbolicLinkInsteadOfWritingThroughIt() throws {
        let directory = try TemporaryDirectory()
        let victim = directory.file("victim")
        try Disk.put(Array("keep".utf8), at: victim)
        #expect(symlink(victim, directory.file("navigation.json")) == 0)
        try AtomicFileWriter().write(Array("new".utf8), to: directory.file("navigation.json"))
        #expect(Disk.contents(victim) == Array("keep".utf8))
        #expect(Disk.contents(directory.file("navigation.json")) == Array("new".utf8))
        #expect(Disk.mode(directory.file("navigation.json")) == 0o600)
    }

    @Test func aTargetThatIsADirectoryFailsCleanly() throws {
        let directory = try TemporaryDirectory()
        #expect(mkdir(directory.file("navigation.json"), 0o700) == 0)
        let error = #expect(throws: FileSystemError.self) {
            try AtomicFileWriter().write([1], to: directory.file("navigation.json"))
        }
        #expect(error?.operation == .rename)
        #expect(error?.path == directory.file("navigation.json"))
        #expect(Disk.names(in: directory.path) == [".navigation.json.lock", "navigation.json"])
    }

    @Test func aParentThatIsAFileFailsCleanly() throws {
        let directory = try TemporaryDirectory()
        try Disk.put([0], at: directory.file("file"))
        #expect(throws: FileSystemError.self) {
            try AtomicFileWriter().write([1], to: directory.file("file/sub/navigation.json"))
        }
        #expect(Disk.contents(directory.file("file")) == [0])
        #expect(Disk.names(in: directory.path) == ["file"])
    }

    @Test func concurrentWritersNeverTearTheFile() async throws {
        let directory = try TemporaryDirectory()
        let target = directory.file("navigation.json")
        let contents = (0..<4).map { Disk.pattern(200_000, seed: UInt8($0)) }
        await withTaskGroup(of: Void.self) { group in
            for content in contents {
                group.addTask {
                    for _ in 0..<10 { _ = try? AtomicFileWriter().write(content, to: target) }
                }
            }
        }
        let final = try #require(Disk.contents(target))
        #expect(contents.contains(final))
        #expect(Disk.names(in: directory.path) == [".navigation.json.lock", "navigation.json"])
    }
}
