import Glibc
import StateFiles
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(10))) struct SafeFileReaderTests {
    @Test func aMissingFileIsNil() throws {
        let directory = try TemporaryDirectory()
        #expect(try SafeFileReader().read(directory.file("none.json"), limit: 10) == nil)
        #expect(try SafeFileReader().read(directory.file("no/such/dir.json"), limit: 10) == nil)
    }

    @Test(arguments: [0, 1, 5, 100_000, 300_000])
    func readsARegularFileUpToAndIncludingTheLimit(size: Int) throws {
        let directory = try TemporaryDirectory()
        let bytes = Disk.pattern(size, seed: 4)
        try Disk.put(bytes, at: directory.file("f"))
        #expect(try SafeFileReader().read(directory.file("f"), limit: size) == bytes)
        #expect(try SafeFileReader().read(directory.file("f"), limit: size + 1) == bytes)
        if size > 0 {
            #expect(throws: FileReadError.tooLarge(path: directory.file("f"), limit: size - 1)) {
                try SafeFileReader().read(directory.file("f"), limit: size - 1)
            }
        }
    }

    @Test func aFileThatLiesAboutItsSizeIsReadNoFurtherThanOnePastTheLimit() throws {
        let directory = try TemporaryDirectory()
        try Disk.put(Disk.pattern(1_000_000, seed: 1), at: directory.file("f"))
        // Like /proc files or a file growing during the read: stat says it is small.
        let fileSystem = FaultyFileSystem(
            rewriteLinkStatus: { status in
                var s = status; s.size = 0; return s
            },
            rewriteStatus: { status in
                var s = status; s.size = 0; return s
            })
        #expect(throws: FileReadError.tooLarge(path: directory.file("f"), limit: 1000)) {
            try SafeFileReader(fileSystem: fileSystem).read(directory.file("f"), limit: 1000)
        }
        #expect(fileSystem.bytesRead == 1001)
        #expect(fileSystem.openPaths == [])
    }

    @Test func aSymbolicLinkIsRefusedEvenToAGoodFile() throws {
        let directory = try TemporaryDirectory()
        try Disk.put([1], at: directory.file("real"))
        #expect(symlink(directory.file("real"), directory.file("link")) == 0)
        #expect(symlink(directory.file("nowhere"), directory.file("dangling")) == 0)
        for name in ["link", "dangling"] {
            #expect(throws: FileReadError.symlink(path: directory.file(name))) {
                try SafeFileReader().read(directory.file(name), limit: 10)
            }
        }
    }

    @Test func aSymbolicLinkSwappedInAfterTheCheckIsStillRefused() throws {
        let directory = try TemporaryDirectory()
        try Disk.put([1], at: directory.file("real"))
        #expect(symlink(directory.file("real"), directory.file("link")) == 0)
        let fileSystem = FaultyFileSystem(rewriteLinkStatus: { status in
            var s = status; s.kind = .regular; s.size = 0; return s
        })
        #expect(throws: FileReadError.symlink(path: directory.file("link"))) {
            try SafeFileReader(fileSystem: fileSystem).read(directory.file("link"), limit: 10)
        }
    }

    @Test func aDirectoryIsNotARegularFile() throws {
        let directory = try TemporaryDirectory()
        #expect(throws: FileReadError.notRegularFile(path: directory.path, kind: .directory)) {
            try SafeFileReader().read(directory.path, limit: 10)
        }
    }

    @Test func aDeviceIsNotARegularFile() {
        #expect(throws: FileReadError.notRegularFile(path: "/dev/null", kind: .characterDevice)) {
            try SafeFileReader().read("/dev/null", limit: 10)
        }
    }

    /// Also with lstat fooled into calling the FIFO regular, so the open itself must not block
    /// (O_NONBLOCK, which POSIX guarantees returns at once for a reader) and fstat must catch
    /// it. The flag is asserted rather than a duration, which a busy machine could stretch; a
    /// watchdog only unblocks a hung open so that a regression cannot hang the run.
    @Test(arguments: [false, true])
    func aNamedPipeNeverBlocks(lstatFooled: Bool) async throws {
        let directory = try TemporaryDirectory()
        let fifo = directory.file("fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let callItRegular: @Sendable (FileStatus) -> FileStatus = { status in
            var s = status; s.kind = .regular; s.size = 0; return s
        }
        let fileSystem = FaultyFileSystem(rewriteLinkStatus: lstatFooled ? callItRegular : nil)
        let reading = Task.detached {
            Result { () throws(FileReadError) in
                try SafeFileReader(fileSystem: fileSystem).read(fifo, limit: 10)
            }
        }
        let watchdog = Task.detached {
            try await Task.sleep(for: .seconds(10))
            // Opening read-write never blocks on Linux and releases a reader stuck in open.
            let unblocker = open(fifo, O_RDWR | O_NONBLOCK)
            if unblocker >= 0 { close(unblocker) }
        }
        let result = await reading.value
        watchdog.cancel()
        _ = try? await watchdog.value
        let opens = fileSystem.openFlags(fifo)
        #expect(opens.count == (lstatFooled ? 1 : 0), "lstat alone refuses an honest FIFO")
        #expect(opens.allSatisfy { $0 & O_NONBLOCK != 0 }, "a FIFO is never opened blocking")
        #expect(throws: FileReadError.notRegularFile(path: fifo, kind: .fifo)) { try result.get() }
        #expect(fileSystem.openPaths == [])
        #expect(fileSystem.bytesRead == 0)
    }

    @Test(
        .enabled(
            if: geteuid() != 0,
            "root reads any file, so EACCES cannot happen; see the injected case"))
    func aFileWithoutReadPermissionIsUnreadable() throws {
        let directory = try TemporaryDirectory()
        try Disk.put([1], at: directory.file("secret"), mode: 0o000)
        #expect(throws: FileReadError.unreadable(path: directory.file("secret"))) {
            try SafeFileReader().read(directory.file("secret"), limit: 10)
        }
    }

    @Test(arguments: [
        (FileOperation.open, EACCES, FileReadError.unreadable(path: "")),
        (.open, EPERM, .unreadable(path: "")),
        (.status, EACCES, .unreadable(path: "")),
        (.read, EIO, .system(.failed(.read, path: "", errno: EIO))),
        (.open, EMFILE, .system(.failed(.open, path: "", errno: EMFILE))),
    ])
    func systemFailuresAreMapped(
        operation: FileOperation, code: Int32, expected: FileReadError
    ) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("f")
        try Disk.put([1, 2, 3], at: path)
        let fileSystem = FaultyFileSystem(
            fault: .init(operation: operation, occurrence: 1, errno: code))
        let error = #expect(throws: FileReadError.self) {
            try SafeFileReader(fileSystem: fileSystem).read(path, limit: 10)
        }
        #expect(error?.path == path)
        switch (error, expected) {
        case (.unreadable?, .unreadable): break
        case (.system(let actual)?, .system(let wanted)):
            #expect(actual.operation == wanted.operation)
            #expect(actual.errno == wanted.errno)
        default: Issue.record("got \(String(describing: error)), wanted \(expected)")
        }
        #expect(fileSystem.openPaths == [])
    }
}
