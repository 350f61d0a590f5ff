import AisleApp
import AisleRuntime
import StateFiles
import Storefront
import TestSupport
import Testing

/// With no home to keep files under, Aisle runs without persistence (audit row 5): nothing is
/// read or written, one notice says so, and a missing home is never created.
@Suite(.timeLimit(.minutes(10))) struct WithoutPersistenceTests {
    @Test func noHomeAnywhereRunsWithoutPersistenceAndSaysSoOnce() throws {
        let scratch = try RuntimeScratch()
        scratch.environment = [:]
        let fileSystem = FaultyFileSystem()
        let startup = try scratch.startup(fileSystem: fileSystem)
        #expect(startup.persistence.paths.isEmpty)
        #expect(
            startup.notices == [
                "Nothing is read or saved this session: cannot find where to keep files: "
                    + "XDG_STATE_HOME and HOME are unset and this user has no home directory"
            ])
        let (ending, loop, terminal) = scratch.run(startup, [.key(.enter), .down, .quit])
        #expect(ending == .quit)
        #expect(fileSystem.calls.isEmpty, "no state file touched: \(fileSystem.calls)")
        let first = try #require(terminal.frames.first).joined(separator: "\n")
        #expect(first.components(separatedBy: "Nothing is read or saved").count == 2, "\(first)")
        #expect(loop.warnings.isEmpty, "not repeated after the run")
    }

    @Test func aMissingHomeIsNeverCreated() throws {
        let scratch = try RuntimeScratch()
        let home = scratch.directory.file("nonexistent")
        scratch.environment = ["HOME": home]
        let startup = try scratch.startup()
        #expect(
            startup.notices == [
                "Nothing is read or saved this session: the home directory \(home) does not exist"
            ])
        _ = scratch.run(startup, [.key(.enter), .quit])
        #expect(!Disk.exists(home))
        #expect(Disk.names(in: scratch.directory.path) == ["catalog.json"])
    }

    @Test func anUnsetHomeIsTheAccountsHome() throws {
        let scratch = try RuntimeScratch()
        let account = scratch.directory.file("account")
        try scratch.makeDirectory(of: account + "/x")
        scratch.environment = [:]
        scratch.dependencies.accountHome = { account }
        let startup = try scratch.startup()
        #expect(startup.notices.isEmpty)
        _ = scratch.run(startup, [.key(.enter), .quit])
        #expect(Disk.exists(account + "/.local/state/aisle/navigation.json"))
        #expect(Disk.exists(account + "/.local/share/aisle/aisle.sqlite"))
    }

    @Test func sessionAndLinkSayNothingIsSaved() throws {
        let scratch = try RuntimeScratch()
        scratch.environment = [:]
        let startup = try scratch.startup(.restore, readOnly: true)
        let summary = SessionSummary.lines(for: startup.state, persistence: startup.persistence)
        #expect(summary.last == "Files: none; nothing is saved this session", "\(summary)")
        #expect(startup.notices.count == 1)
        #expect(startup.notices.first?.hasPrefix("Nothing is read or saved this session") == true)
    }
}
