import Glibc
import StateFiles
import TestSupport
import Testing

/// Which directories Aisle may keep files in (audit rows 5, 28 and 30): its own and private
/// ones only; a directory to be created only inside one of its own or a sticky shared one;
/// never a missing home.
@Suite(.timeLimit(.minutes(10))) struct DirectoryTrustTests {
    /// Someone the test process is not: every real directory here belongs to another user.
    static let stranger: UInt32 = geteuid() == 4242 ? 4243 : 4242

    @Test func aPrivateDirectoryOfOursIsTrusted() throws {
        let directory = try TemporaryDirectory()
        #expect(DirectoryTrust().problem(keepingFilesIn: directory.path) == nil)
        try #require(chmod(directory.path, 0o755) == 0)
        #expect(DirectoryTrust().problem(keepingFilesIn: directory.path) == nil)
    }

    @Test(arguments: [mode_t(0o770), 0o707, 0o777, 0o1777])
    func aDirectoryOthersMayWriteInIsRefused(mode: mode_t) throws {
        let directory = try TemporaryDirectory()
        try #require(chmod(directory.path, mode) == 0)
        #expect(
            DirectoryTrust().problem(keepingFilesIn: directory.path)
                == .writableByOthers(path: directory.path, permissions: UInt32(mode)))
    }

    @Test func anotherUsersDirectoryIsRefused() throws {
        let directory = try TemporaryDirectory()
        let trust = DirectoryTrust(user: Self.stranger)
        #expect(
            trust.problem(keepingFilesIn: directory.path)
                == .ownedByAnotherUser(path: directory.path, owner: geteuid()))
    }

    @Test func aMissingDirectoryIsJudgedByTheNearestOneItWouldBeCreatedIn() throws {
        let directory = try TemporaryDirectory()
        let missing = directory.file("a/b/aisle")
        #expect(DirectoryTrust().problem(keepingFilesIn: missing) == nil)
        #expect(
            DirectoryTrust(user: Self.stranger).problem(keepingFilesIn: missing)
                == .ownedByAnotherUser(path: directory.path, owner: geteuid()))
    }

    @Test func aStickySharedDirectoryMayHoldANewDirectoryButNotFiles() throws {
        let directory = try TemporaryDirectory()
        try #require(chmod(directory.path, 0o1777) == 0)
        let trust = DirectoryTrust(user: Self.stranger)
        #expect(trust.problem(keepingFilesIn: directory.file("mine/aisle")) == nil)
        #expect(trust.problem(keepingFilesIn: directory.path) != nil)
    }

    @Test func aMissingHomeIsNeverToBeCreated() throws {
        let directory = try TemporaryDirectory()
        let home = directory.file("home")
        #expect(
            DirectoryTrust().problem(keepingFilesIn: home + "/.local/state/aisle", home: home)
                == .homeMissing(home: home))
        try #require(mkdir(home, 0o700) == 0)
        #expect(
            DirectoryTrust().problem(keepingFilesIn: home + "/.local/state/aisle", home: home)
                == nil)
    }

    @Test func aFileWhereTheDirectoryShouldBeIsRefused() throws {
        let directory = try TemporaryDirectory()
        try Disk.put([1], at: directory.file("aisle"))
        #expect(
            DirectoryTrust().problem(keepingFilesIn: directory.file("aisle"))
                == .notADirectory(path: directory.file("aisle"), kind: .regular))
    }

    @Test func messagesNameTheDirectoryAndTheCause() {
        #expect(
            DirectoryProblem.ownedByAnotherUser(path: "/home/ann", owner: 1000).message
                == "/home/ann belongs to user 1000, not to this user")
        #expect(
            DirectoryProblem.writableByOthers(path: "/s/aisle", permissions: 0o777).message
                == "/s/aisle is writable by other users (mode 777)")
        #expect(
            DirectoryProblem.homeMissing(home: "/nonexistent").message
                == "the home directory /nonexistent does not exist")
    }
}
