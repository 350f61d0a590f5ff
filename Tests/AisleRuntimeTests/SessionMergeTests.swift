import AisleApp
import AisleRuntime
import StateFiles
import Storefront
import TestSupport
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Two instances on different catalogs sharing one state directory: each save merges over the
/// file as it is on disk then, so neither drops the other's newer session.
@Suite(.timeLimit(.minutes(10))) struct SessionMergeTests {
    static var enter: TestTerminal.Step { .key(.enter) }
    static var back: TestTerminal.Step { .key(.left) }

    /// The saved file, read.
    static func saved(_ scratch: RuntimeScratch) throws -> SessionDocument {
        guard case .document(let saved) = SessionDocument.read(Disk.contents(scratch.session) ?? [])
        else { throw TestFailure("no session saved") }
        return saved
    }

    /// `state`, on `route`'s screen.
    static func go(_ state: inout AppState, _ route: Route) {
        _ = SessionRestore.apply(SessionDocument(path: [route], screens: []), to: &state)
        #expect(state.path.routes == [route])
    }

    @Test func twoInstancesOnDifferentCatalogsKeepEachOthersSessions() throws {
        let scratch = try RuntimeScratch()
        let other = scratch.directory.file("other.json")
        try scratch.put(PerCatalogStateTests.otherJSON, at: other)
        let keyA = CatalogKey.of(path: scratch.catalog, bundledPath: nil)
        let keyB = CatalogKey.of(path: other, bundledPath: nil)

        // Both start before either saves: each read an empty file.
        let startA = try scratch.startup()
        let startB = try scratch.startup(catalog: other)
        _ = scratch.run(startA, [.down, Self.enter, .quit])  // A: Tools
        _ = scratch.run(startB, [.down, Self.enter, .quit])  // B: Maps
        var saved = try Self.saved(scratch)
        #expect(saved.session(forCatalog: keyA)?.path == [.category(id: "tools")])
        #expect(saved.session(forCatalog: keyB)?.path == [.category(id: "maps")])

        // Both start again, each reading both; each moves on, B saving first this time.
        let againA = try scratch.startup()
        let againB = try scratch.startup(catalog: other)
        _ = scratch.run(againB, [Self.back, .key(.character("k")), Self.enter, .quit])  // B: Books
        _ = scratch.run(againA, [Self.back, .down, Self.enter, .quit])  // A: Cups
        saved = try Self.saved(scratch)
        #expect(saved.catalog == keyA)
        #expect(saved.session(forCatalog: keyA)?.path == [.category(id: "cups")])
        #expect(saved.session(forCatalog: keyB)?.path == [.category(id: "books")])
        #expect(saved.others.map(\.catalog) == [keyB])
    }

    /// Saves while both run, not only at quit: each once-a-second write merges too.
    @Test func savesWhileBothRunInterleave() throws {
        let scratch = try RuntimeScratch()
        let other = scratch.directory.file("other.json")
        try scratch.put(PerCatalogStateTests.otherJSON, at: other)
        let keyA = CatalogKey.of(path: scratch.catalog, bundledPath: nil)
        let keyB = CatalogKey.of(path: other, bundledPath: nil)
        let startA = try scratch.startup()
        let startB = try scratch.startup(catalog: other)
        var persistenceA = startA.persistence
        var persistenceB = startB.persistence
        var stateA = startA.state
        var stateB = startB.state
        let now = scratch.clock.now

        Self.go(&stateA, .category(id: "tea"))
        persistenceA.flush(stateA)
        Self.go(&stateB, .category(id: "books"))
        persistenceB.flush(stateB)
        Self.go(&stateA, .category(id: "tools"))
        persistenceA.stateChanged(stateA, now: now)
        persistenceA.tick(stateA, now: now + .seconds(2))
        persistenceA.saver.drain()
        Self.go(&stateB, .category(id: "maps"))
        persistenceB.flush(stateB)

        let saved = try Self.saved(scratch)
        #expect(saved.catalog == keyB)
        #expect(saved.session(forCatalog: keyA)?.path == [.category(id: "tools")])
        #expect(saved.session(forCatalog: keyB)?.path == [.category(id: "maps")])
    }

    /// A file that is no longer a session when this instance saves (another program wrote
    /// over it) is merged over as it was read at start, as before merging.
    @Test func aFileThatIsNoLongerASessionFallsBackToWhatWasRead() throws {
        let scratch = try RuntimeScratch()
        let other = scratch.directory.file("other.json")
        try scratch.put(PerCatalogStateTests.otherJSON, at: other)
        _ = scratch.run(try scratch.startup(catalog: other), [Self.enter, .quit])
        let startA = try scratch.startup()
        try scratch.put("not json", at: scratch.session)
        _ = scratch.run(startA, [.down, Self.enter, .quit])
        let saved = try Self.saved(scratch)
        let keyB = CatalogKey.of(path: other, bundledPath: nil)
        #expect(saved.path == [.category(id: "tools")])
        #expect(saved.session(forCatalog: keyB)?.path == [.category(id: "books")])
    }

    /// A launch that changes nothing writes nothing, also when the file changed meanwhile.
    @Test func nothingChangedWritesNothing() throws {
        let scratch = try RuntimeScratch()
        _ = scratch.run(try scratch.startup(), [.down, Self.enter, .quit])
        let before = try Self.inode(scratch.session)
        _ = scratch.run(try scratch.startup(), [.quit])
        #expect(try Self.inode(scratch.session) == before, "a save renames a new file in")
    }

    static func inode(_ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return try #require(attributes[.systemFileNumber] as? Int)
    }
}
