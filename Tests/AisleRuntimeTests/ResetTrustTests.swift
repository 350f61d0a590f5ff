import AisleApp
import AisleRuntime
import StateFiles
import Storefront
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `aisle reset`, plain or `--catalog`, follows the directory rules saving follows: in another
/// user's directory (root under sudo in someone's home) or one others may write in, nothing is
/// read, removed or created, and each file says why.
@Suite(.timeLimit(.minutes(10))) struct ResetTrustTests {
    static let stranger = DirectoryRefusalTests.stranger

    /// A first run that opens Tea Room and adds to the cart, leaving the session and the
    /// database.
    private func savedScratch() throws -> (RuntimeScratch, Persistence.Locations) {
        let scratch = try RuntimeScratch()
        _ = scratch.run(
            try scratch.startup(), [.key(.enter), .key(.character("a")), .quit])
        try #require(Disk.exists(scratch.session) && Disk.exists(scratch.database))
        let locations = Persistence.Locations(try XDGDirectories(environment: scratch.environment))
        return (scratch, locations)
    }

    @Test func plainResetLeavesAnotherUsersFilesAlone() throws {
        let (scratch, locations) = try savedScratch()
        let names = [scratch.session, scratch.database].map {
            Disk.names(in: StoragePath.directory(of: $0))
        }
        let outcomes = StateReset.reset(
            locations, includingCart: true, writer: AtomicFileWriter(user: Self.stranger))
        let state = scratch.directory.file("state/aisle")
        let data = scratch.directory.file("data/aisle")
        #expect(
            outcomes.map(\.outcome.problem) == [
                "not touching \(scratch.session): \(state) belongs to user \(geteuid()), not to "
                    + "this user",
                "not touching \(scratch.cart): \(data) belongs to user \(geteuid()), not to "
                    + "this user",
                "not touching \(scratch.database): \(data) belongs to user \(geteuid()), not to "
                    + "this user",
            ])
        #expect(
            [scratch.session, scratch.database].map {
                Disk.names(in: StoragePath.directory(of: $0))
            } == names)
        #expect(try Disk.exists(scratch.session) && !scratch.savedData().cart.isEmpty)
    }

    @Test func resetOfOneCatalogLeavesAnotherUsersFilesAlone() throws {
        let (scratch, locations) = try savedScratch()
        let before = [Disk.contents(scratch.session), Disk.contents(scratch.database)]
        let key = CatalogKey.of(path: scratch.catalog, bundledPath: nil)
        let outcomes = StateReset.reset(
            locations, catalog: key, untaggedOwner: CatalogKey.bundled, includingCart: true,
            writer: AtomicFileWriter(user: Self.stranger))
        #expect(outcomes.allSatisfy { $0.outcome.problem?.hasPrefix("not touching") == true })
        #expect([Disk.contents(scratch.session), Disk.contents(scratch.database)] == before)
    }

    @Test func aDirectoryOthersMayWriteInIsRefused() throws {
        let (scratch, locations) = try savedScratch()
        let state = scratch.directory.file("state/aisle")
        try #require(chmod(state, 0o770) == 0)
        let outcomes = StateReset.reset(locations, includingCart: true)
        #expect(
            outcomes.map(\.outcome.problem) == [
                "not touching \(scratch.session): \(state) is writable by other users "
                    + "(mode 770)",
                nil, nil,
            ])
        #expect(Disk.exists(scratch.session))
        #expect(try scratch.savedData().cart.isEmpty, "the data directory is the user's own")
    }

    /// Nothing saved yet, another user's home: nothing to remove and nothing created.
    @Test func nothingIsCreatedInAnotherUsersHome() throws {
        let scratch = try RuntimeScratch()
        let locations = Persistence.Locations(try XDGDirectories(environment: scratch.environment))
        let outcomes = StateReset.reset(
            locations, includingCart: true, writer: AtomicFileWriter(user: Self.stranger))
        #expect(outcomes.map(\.outcome) == [.absent, .absent, .absent])
        #expect(Disk.names(in: scratch.directory.path) == ["catalog.json"])
    }
}
