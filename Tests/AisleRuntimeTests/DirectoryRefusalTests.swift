import AisleApp
import AisleRuntime
import StateFiles
import Storefront
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Directories that are another user's, or that others may write in, are neither read nor
/// written, with one notice for all of them (audit rows 28 and 30). Another user is simulated
/// by running as a user ID the test directories do not belong to.
@Suite(.timeLimit(.minutes(10))) struct DirectoryRefusalTests {
    static let stranger: UInt32 = geteuid() == 4242 ? 4243 : 4242

    /// A first run that opens Tea Room and quits, leaving the session and the database.
    private func savedScratch() throws -> RuntimeScratch {
        let scratch = try RuntimeScratch()
        _ = scratch.run(try scratch.startup(), [.key(.enter), .quit])
        try #require(Disk.exists(scratch.session) && Disk.exists(scratch.database))
        return scratch
    }

    @Test func anotherUsersDirectoriesAreNeitherReadNorWritten() throws {
        let scratch = try savedScratch()
        let before = try #require(Disk.contents(scratch.session))
        let names = [scratch.directory.file("state/aisle"), scratch.directory.file("data/aisle")]
            .map { Disk.names(in: $0) }
        scratch.dependencies.user = Self.stranger
        let startup = try scratch.startup()
        #expect(startup.state.path.routes.isEmpty, "not restored")
        #expect(startup.persistence.paths.isEmpty)
        let state = scratch.directory.file("state/aisle")
        let data = scratch.directory.file("data/aisle")
        #expect(
            startup.notices == [
                "Nothing is read or saved this session: \(state) and \(data) belong to user "
                    + "\(geteuid()), not to this user"
            ])
        _ = scratch.run(startup, [.down, .key(.enter), .quit])
        #expect(Disk.contents(scratch.session) == before)
        #expect([state, data].map { Disk.names(in: $0) } == names)
    }

    @Test func nothingIsCreatedInAnotherUsersHome() throws {
        let scratch = try RuntimeScratch()
        scratch.environment = ["HOME": scratch.directory.path]
        scratch.dependencies.user = Self.stranger
        let startup = try scratch.startup()
        #expect(
            startup.notices == [
                "Nothing is read or saved this session: \(scratch.directory.path) belongs to "
                    + "user \(geteuid()), not to this user"
            ])
        _ = scratch.run(startup, [.key(.enter), .quit])
        #expect(Disk.names(in: scratch.directory.path) == ["catalog.json"])
    }

    @Test func aStateDirectoryOthersMayWriteInIsRefusedAndTheDataDirectoryStillUsed() throws {
        let scratch = try savedScratch()
        let state = scratch.directory.file("state/aisle")
        try #require(chmod(state, 0o770) == 0)
        let before = try #require(Disk.contents(scratch.session))
        let startup = try scratch.startup()
        #expect(startup.state.path.routes.isEmpty, "not restored")
        #expect(startup.persistence.paths == [scratch.database])
        #expect(
            startup.notices == [
                "The saved screens are not read or saved this session: \(state) is writable by "
                    + "other users (mode 770)"
            ])
        _ = scratch.run(startup, [.down, .key(.enter), .quit])
        #expect(Disk.contents(scratch.session) == before)
    }
}
