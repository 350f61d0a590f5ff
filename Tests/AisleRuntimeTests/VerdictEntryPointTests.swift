import AisleApp
import AisleRuntime
import StateFiles
import Storefront
import TestSupport
import Testing

/// Every verdict a saved session can get × every way Aisle starts: only absent, ours and
/// corrupt-and-set-aside files are ever replaced; `link` and `session` change nothing; `reset`
/// removes regular files only.
@Suite(.timeLimit(.minutes(10))) struct VerdictEntryPointTests {
    /// Starts as `session` says, follows `link` if any, moves and quits.
    static func launch(
        _ fileCase: SessionFileCase, _ session: StartupOptions.Session
    ) throws -> (scratch: RuntimeScratch, before: PathShape, startup: Startup) {
        let scratch = try RuntimeScratch()
        try fileCase.prepare(scratch)
        let before = PathShape(scratch.session)
        let startup = try scratch.startup(session, fileSystem: fileCase.fileSystem)
        let (ending, _, _) = scratch.run(startup, [.down, .quit])
        #expect(ending == .quit)
        return (scratch, before, startup)
    }

    static func expectVerdictHonoured(
        _ fileCase: SessionFileCase, _ scratch: RuntimeScratch, before: PathShape
    ) {
        let after = PathShape(scratch.session)
        if fileCase.allowsSave {
            #expect(after.isOurs, "\(fileCase): \(after)")
        } else {
            #expect(after == before, "\(fileCase) must stay as it was")
        }
        if fileCase == .corrupt {
            #expect(
                PathShape(scratch.session + ".corrupt")
                    == .file(Array(SessionFileCase.corruptText.utf8)))
        }
    }

    @Test(arguments: SessionFileCase.allCases)
    func run(_ fileCase: SessionFileCase) throws {
        let (scratch, before, startup) = try Self.launch(fileCase, .restore)
        Self.expectVerdictHonoured(fileCase, scratch, before: before)
        if fileCase == .ours {
            #expect(startup.state.path.routes == [.category(id: "tools")], "restored")
        }
        let silent: Set<SessionFileCase> = [.absent, .ours]
        #expect(startup.notices.isEmpty == silent.contains(fileCase), "\(fileCase)")
    }

    /// The confirmed bug: `--fresh` used to skip reading the file and then save over it.
    @Test(arguments: SessionFileCase.allCases)
    func fresh(_ fileCase: SessionFileCase) throws {
        let (scratch, before, startup) = try Self.launch(fileCase, .fresh)
        Self.expectVerdictHonoured(fileCase, scratch, before: before)
        #expect(startup.state.path.routes.isEmpty, "nothing restored")
    }

    @Test(arguments: SessionFileCase.allCases)
    func open(_ fileCase: SessionFileCase) throws {
        let link: [Route] = [.product(id: "t-1")]
        let (scratch, before, startup) = try Self.launch(fileCase, .link(link))
        Self.expectVerdictHonoured(fileCase, scratch, before: before)
        #expect(startup.state.path.routes == [.category(id: "tea"), .product(id: "t-1")])
    }

    /// `aisle session` and `aisle link` only inspect: nothing moves, nothing is written.
    @Test(arguments: SessionFileCase.allCases)
    func sessionAndLink(_ fileCase: SessionFileCase) throws {
        let scratch = try RuntimeScratch()
        try fileCase.prepare(scratch)
        let before = PathShape(scratch.session)
        let startup = try scratch.startup(.restore, readOnly: true, fileSystem: fileCase.fileSystem)
        let summary = SessionSummary.lines(for: startup.state, persistence: startup.persistence)
        #expect(summary.contains("  " + scratch.session))
        #expect(PathShape(scratch.session) == before)
        #expect(PathShape(scratch.session + ".corrupt") == .missing)
        #expect(!(startup.persistence.session?.allowsSave ?? false) || fileCase.allowsSave)
        let silent: Set<SessionFileCase> = [.absent, .ours]
        #expect(startup.notices.isEmpty == silent.contains(fileCase), "\(startup.notices)")
    }

    @Test(arguments: SessionFileCase.allCases)
    func reset(_ fileCase: SessionFileCase) throws {
        let scratch = try RuntimeScratch()
        try fileCase.prepare(scratch)
        let before = PathShape(scratch.session)
        let outcome = StateReset.reset(
            scratch.session, reading: SessionDocument.read,
            writer: AtomicFileWriter(fileSystem: fileCase.fileSystem))
        switch fileCase {
        case .absent:
            #expect(outcome == .absent)
        case .ours, .foreign, .newer, .corrupt, .permissionDenied:
            #expect(outcome == .removed)
            #expect(PathShape(scratch.session) == .missing)
        case .symlink, .directory:
            #expect(outcome.problem?.hasSuffix("left alone") == true, "\(outcome)")
            #expect(PathShape(scratch.session) == before)
        }
    }
}
