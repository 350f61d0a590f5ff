import Glibc
import StateFiles
import TestSupport
import Testing

/// Each verdict reading can give, and which of them let a save through.
@Suite(.timeLimit(.minutes(10))) struct StateFileTests {
    static let header = ArchiveHeader(format: "aisle.test", version: 1)

    struct Body: Codable, Equatable, Sendable {
        var value: Int
    }

    static func read(_ bytes: [UInt8]) -> ArchiveReading<Body> {
        ArchiveReading<Body>.read(bytes, expecting: header)
    }

    /// Reads `path` with `damaged` and returns the file with its verdict.
    static func judged(
        _ path: String, damaged: DamagedFile = .setAside(stamp: "20261124T093000Z"),
        keepsEveryDamagedCopy: Bool = false
    ) -> StateFile<Body> {
        var file = StateFile<Body>(
            path: path, title: "test things", keepsEveryDamagedCopy: keepsEveryDamagedCopy)
        file.read(using: read, writer: AtomicFileWriter(), damaged: damaged)
        return file
    }

    static let ours = Array(#"{"format":"aisle.test","version":1,"value":7}"#.utf8)

    @Test func anUnreadFileMayNotBeSaved() {
        let file = StateFile<Body>(path: "/nonexistent/x.json", title: "x")
        #expect(!file.allowsSave)
    }

    @Test func absentAllowsASave() throws {
        let directory = try TemporaryDirectory()
        let file = Self.judged(directory.file("x.json"))
        guard case .absent = file.verdict else {
            throw TestFailure("\(String(describing: file.verdict))")
        }
        #expect(file.notice == nil)
        #expect(file.allowsSave)
    }

    @Test func oursAllowsASave() throws {
        let directory = try TemporaryDirectory()
        try Disk.put(Self.ours, at: directory.file("x.json"))
        let file = Self.judged(directory.file("x.json"))
        #expect(file.verdict?.body == Body(value: 7))
        #expect(file.allowsSave)
    }

    @Test(arguments: [
        (#"{"name":"x"}"#, "is not an Aisle test things file (no format tag); left alone"),
        (
            #"{"format":"other","version":1}"#,
            "is not an Aisle test things file (other); left alone"
        ),
        (
            #"{"format":"aisle.test","version":99}"#,
            "Test things come from a newer Aisle (version 99); not restored and not saved this session"
        ),
    ])
    func foreignAndNewerForbidSavesAndStayByteIdentical(text: String, notice: String) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("x.json")
        try Disk.put(Array(text.utf8), at: path)
        let file = Self.judged(path)
        #expect(!file.allowsSave)
        #expect(file.notice?.hasSuffix(notice) == true, "\(file.notice ?? "nil")")
        #expect(Disk.contents(path) == Array(text.utf8))
    }

    @Test func aDamagedFileIsSetAsideAndThePathFreed() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("x.json")
        try Disk.put(Array("{oops".utf8), at: path)
        let file = Self.judged(path)
        guard case .setAside(_, let keptAs) = file.verdict else {
            throw TestFailure("\(String(describing: file.verdict))")
        }
        #expect(keptAs == path + ".corrupt")
        #expect(Disk.contents(keptAs) == Array("{oops".utf8))
        #expect(!Disk.exists(path))
        #expect(file.allowsSave)
        #expect(file.notice?.contains("kept as \(keptAs)") == true)
    }

    @Test func everyDamagedCopyIsKeptUnderTheStampWhenAsked() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("x.json")
        try Disk.put(Array("{oops".utf8), at: path)
        let file = Self.judged(path, keepsEveryDamagedCopy: true)
        guard case .setAside(_, let keptAs) = file.verdict else {
            throw TestFailure("\(String(describing: file.verdict))")
        }
        #expect(keptAs == path + ".corrupt-20261124T093000Z")
    }

    @Test func inspectingLeavesADamagedFileInPlaceAndForbidsSaves() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("x.json")
        try Disk.put(Array("{oops".utf8), at: path)
        let file = Self.judged(path, damaged: .leaveInPlace)
        #expect(!file.allowsSave)
        #expect(Disk.contents(path) == Array("{oops".utf8))
        #expect(file.notice?.hasPrefix("\(path) is damaged") == true)
    }

    @Test func aDamagedFileThatCannotBeMovedForbidsSaves() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("x.json")
        try Disk.put(Array("{oops".utf8), at: path)
        let fileSystem = FaultyFileSystem(
            fault: .init(operation: .rename, occurrence: 1, errno: EACCES))
        var file = StateFile<Body>(path: path, title: "test things")
        file.read(
            using: Self.read, writer: AtomicFileWriter(fileSystem: fileSystem),
            damaged: .setAside(stamp: "x"))
        guard case .damaged(_, .some) = file.verdict else {
            throw TestFailure("\(String(describing: file.verdict))")
        }
        #expect(!file.allowsSave)
        #expect(Disk.contents(path) == Array("{oops".utf8))
    }

    @Test func aTooLargeFileIsSetAsideOrReportedWhenInspecting() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("x.json")
        let big = [UInt8](repeating: 0x20, count: StateFile<Body>.sizeLimit + 1)
        try Disk.put(big, at: path)
        let inspected = Self.judged(path, damaged: .leaveInPlace)
        #expect(inspected.notice == "\(path) is too large")
        #expect(!inspected.allowsSave)
        let loaded = Self.judged(path)
        guard case .setAside(.tooLarge, _) = loaded.verdict else {
            throw TestFailure("\(String(describing: loaded.verdict))")
        }
        #expect(loaded.allowsSave)
    }

    @Test func aSymbolicLinkOrADirectoryIsUnreadableAndNeverSaved() throws {
        let directory = try TemporaryDirectory()
        let target = directory.file("elsewhere.json")
        try Disk.put(Self.ours, at: target)
        let link = directory.file("x.json")
        #expect(symlink(target, link) == 0)
        let linked = Self.judged(link)
        guard case .unreadable(.symlink) = linked.verdict else {
            throw TestFailure("\(String(describing: linked.verdict))")
        }
        #expect(!linked.allowsSave)
        #expect(mkdir(directory.file("d.json"), 0o700) == 0)
        let folder = Self.judged(directory.file("d.json"))
        guard case .unreadable(.notRegularFile) = folder.verdict else {
            throw TestFailure("\(String(describing: folder.verdict))")
        }
        #expect(!folder.allowsSave)
        #expect(folder.notice?.hasSuffix("; it is left alone and not saved this session") == true)
    }
}
