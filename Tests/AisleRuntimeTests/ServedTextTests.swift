import AisleApp
import StateFiles
import TestSupport
import Testing

@testable import AisleRuntime

#if canImport(Glibc)
    import Glibc
#endif

@Suite(.timeLimit(.minutes(10))) struct ServedTextTests {
    @Test(arguments: [
        (
            "your cart changes (Beans) were not saved in /srv/aisle/data/aisle/aisle.sqlite (disk full)",
            "your cart changes (Beans) were not saved in the shop's files (disk full)"
        ),
        (
            "could not use /var/lib/aisle/data/aisle/aisle.sqlite: read-only",
            "could not use the shop's files: read-only"
        ),
        (
            "saved screens in \"/srv/state/x.json\" were damaged.",
            "saved screens in \"the shop's files\" were damaged."
        ),
        ("(/tmp/a b) and /x", "(the shop's files b) and the shop's files"),
    ])
    func absolutePathsAreHidden(text: String, expected: String) {
        #expect(ServedText.hidingPaths(text) == expected)
    }

    @Test(arguments: [
        (
            "the shop's database postgres://aisle@db.example:5432/shop is not answering (is it?)",
            "the shop's database is not answering (is it?)"
        ),
        (
            "could not save your changes in postgres://aisle@[/run/postgresql]:5432/shop (x)",
            "could not save your changes in the shop's database (x)"
        ),
    ])
    func databaseServersAreHidden(text: String, expected: String) {
        #expect(ServedText.hidingPaths(text) == expected)
    }

    @Test(arguments: [
        "Home / Coffee & Tea", "1/2 sold", "see https://example.com/shop", "a / b", "/",
        "and/or",
    ])
    func otherSlashesStay(text: String) {
        #expect(ServedText.hidingPaths(text) == text)
    }

    @Test func aServedCustomersScreenShowsNoPathButTheStateKeepsIt() throws {
        var state = AppState(catalog: try Fixtures.catalog())
        state.notice = Notice("not saved in /srv/aisle.sqlite (disk full)", tone: .warning)
        let shown = state.mappingNoticeTexts(ServedText.hidingPaths)
        #expect(shown.notice?.text == "not saved in the shop's files (disk full)")
        #expect(shown.notice?.tone == .warning)
        #expect(state.notice?.text == "not saved in /srv/aisle.sqlite (disk full)")
    }

    @Test func aSaveFailureReachesAServedCustomerWithoutTheServersPath() throws {
        let scratch = try RuntimeScratch()
        let fileSystem = FaultyFileSystem(
            fault: .init(operation: .rename, occurrence: 1, errno: EIO, repeats: true))
        let startup = try scratch.startup(fileSystem: fileSystem)
        let saver = startup.persistence.saver
        let drain = TestTerminal.Step.inspect { saver.drain() }
        let (_, loop, terminal) = scratch.run(
            startup, [.down, drain, .pause(.seconds(1)), .quit], served: true)
        let shown = terminal.frames.filter { $0.contains { $0.contains("could not save") } }
        #expect(!shown.isEmpty, "the failure reached the bottom line")
        #expect(
            shown.allSatisfy { frame in frame.contains { $0.contains("the shop's files") } })
        #expect(!terminal.frames.contains { $0.contains { $0.contains(scratch.session) } })
        // The loop keeps the whole line for whoever prints it (Console hides it again).
        #expect(loop.warnings.first?.contains(scratch.session) == true)
    }
}
