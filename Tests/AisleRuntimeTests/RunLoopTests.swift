import AisleApp
import AisleRuntime
import StateFiles
import Storefront
import TerminalUI
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The loop end to end in memory: save failures, links, resizes, the clipboard, orders.
@Suite(.timeLimit(.minutes(10))) struct RunLoopTests {
    @Test func aSaveFailureIsShownOnceAndPrintedOnceWhateverHowOftenItRecurs() throws {
        let scratch = try RuntimeScratch()
        let fileSystem = FaultyFileSystem(
            fault: .init(operation: .rename, occurrence: 1, errno: EIO, repeats: true))
        let startup = try scratch.startup(fileSystem: fileSystem)
        let saver = startup.persistence.saver
        let drain = TestTerminal.Step.inspect { saver.drain() }
        let (_, loop, terminal) = scratch.run(
            startup,
            [
                .down, drain, .pause(.seconds(1)), .down, drain, .pause(.seconds(1)), .down, drain,
                .pause(.seconds(1)), .quit,
            ])
        // The session file fails on every attempt: the failure is kept once. (The database is
        // SQLite's to write; its failures are the store's, tested with the store.)
        let failures = [scratch.session].map { "could not save \($0): input/output error" }
        #expect(loop.warnings == failures)
        let shown = terminal.frames.filter { $0.contains { $0.contains("could not save") } }
        #expect(!shown.isEmpty, "the first failure reached the bottom line")
        #expect(fileSystem.count(.rename) >= 3, "it kept trying")
        #expect(PathShape(scratch.session) == .missing, "nothing half-written")
    }

    @Test func aLinkOpensAboveItsParentsAndIsSavedOnQuit() throws {
        let scratch = try RuntimeScratch()
        let startup = try scratch.startup(.link([.product(id: "k-1")]))
        #expect(startup.notices.isEmpty)
        let (ending, _, terminal) = scratch.run(startup, [.quit])
        #expect(ending == .quit)
        #expect(terminal.screen.contains { $0.contains("Tea Kettle") })
        guard case .document(let saved) = SessionDocument.read(Disk.contents(scratch.session) ?? [])
        else { throw TestFailure("no session saved") }
        #expect(saved.path == [.category(id: "tools"), .product(id: "k-1")])
    }

    @Test func aLinkToSomethingGoneOpensWhatIsLeftAndSaysWhy() throws {
        let scratch = try RuntimeScratch()
        let startup = try scratch.startup(.link([.category(id: "tea"), .product(id: "gone")]))
        let problem = startup.notices.first
        #expect(problem?.contains("gone") == true, "\(problem ?? "nil")")
        #expect(startup.state.path.routes == [.category(id: "tea")])
    }

    @Test func aResizeRedrawsAtTheNewSize() throws {
        let scratch = try RuntimeScratch()
        let (_, _, terminal) = scratch.run(
            try scratch.startup(),
            [.event(.resized(Size(columns: 50, rows: 12))), .pause(.milliseconds(1)), .quit])
        #expect(terminal.canvases.first?.size == Size(columns: 80, rows: 24))
        #expect(terminal.canvases.last?.size == Size(columns: 50, rows: 12))
        #expect(terminal.size == Size(columns: 50, rows: 12))
    }

    @Test func copyingTheLinkReachesTheClipboard() throws {
        let scratch = try RuntimeScratch()
        let (_, _, terminal) = scratch.run(
            try scratch.startup(), [.key(.enter), .key(.character("y")), .quit])
        #expect(terminal.clipboard == ["aisle://category/tea"])
    }
}
