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

/// One catalog's run never prunes or replaces another catalog's session or cart lines.
@Suite(.timeLimit(.minutes(10))) struct PerCatalogStateTests {
    /// A catalog sharing none of the scratch catalog's products or categories.
    static let otherJSON = """
        {"currency": "EUR",
         "categories": [{"id": "books", "name": "Books"}, {"id": "maps", "name": "Maps"}],
         "sellers": [{"id": "s-9", "name": "Paper Lane", "about": "Books and maps."}],
         "products": [
          {"id": "b-1", "name": "Atlas", "category": "books", "seller": "s-9",
           "price": 3000, "stock": 5, "description": "About the atlas."},
          {"id": "m-1", "name": "City Map", "category": "maps", "seller": "s-9",
           "price": 800, "stock": 5, "description": "About the map."},
          {"id": "m-2", "name": "Coast Map", "category": "maps", "seller": "s-9",
           "price": 900, "stock": 5, "description": "About the coast."}]}
        """

    static var enter: TestTerminal.Step { .key(.enter) }
    static var add: TestTerminal.Step { .key(.character("a")) }

    @Test func eachCatalogGetsBackItsOwnPathPositionsAndCartLines() throws {
        let scratch = try RuntimeScratch()
        let other = scratch.directory.file("other.json")
        try scratch.put(Self.otherJSON, at: other)

        // A: Tools, then the kettle into the cart.
        let (endedA, _, _) = scratch.run(
            try scratch.startup(), [.down, Self.enter, Self.add, .quit])
        #expect(endedA == .quit)
        // B: Maps, the second map into the cart.
        let startB = try scratch.startup(catalog: other)
        #expect(startB.state.path.routes.isEmpty, "A's screens are not B's")
        #expect(startB.state.cart.isEmpty, "A's cart lines are not B's")
        #expect(startB.notices.isEmpty, "nothing of A's is reported as no longer sold")
        let (endedB, _, _) = scratch.run(
            startB, [.down, Self.enter, .down, Self.add, .quit])
        #expect(endedB == .quit)

        let againA = try scratch.startup()
        #expect(againA.notices.isEmpty, "\(againA.notices)")
        #expect(againA.state.path.routes == [.category(id: "tools")])
        #expect(againA.state.positions[nil]?.selected == 1)
        #expect(againA.state.cart.lines.map(\.product) == ["k-1"])
        _ = scratch.run(againA, [.quit])

        let againB = try scratch.startup(catalog: other)
        #expect(againB.state.path.routes == [.category(id: "maps")])
        #expect(againB.state.positions[nil]?.selected == 1)
        #expect(againB.state.positions[.category(id: "maps")]?.selected == 1)
        #expect(againB.state.cart.lines.map(\.product) == ["m-2"])
        #expect(againB.state.cart.lines.map(\.quantity) == [1])
    }

    @Test func theFileNamesEachCatalogAndKeepsTheOtherBeside() throws {
        let scratch = try RuntimeScratch()
        let other = scratch.directory.file("other.json")
        try scratch.put(Self.otherJSON, at: other)
        _ = scratch.run(try scratch.startup(), [.down, Self.enter, Self.add, .quit])
        _ = scratch.run(try scratch.startup(catalog: other), [Self.enter, Self.add, .quit])

        let keyA = CatalogKey.of(path: scratch.catalog, bundledPath: nil)
        let keyB = CatalogKey.of(path: other, bundledPath: nil)
        #expect(keyA != keyB)
        guard case .document(let saved) = SessionDocument.read(Disk.contents(scratch.session) ?? [])
        else { throw TestFailure("no session saved") }
        #expect(saved.catalog == keyB)
        #expect(saved.path == [.category(id: "books")])
        #expect(saved.others.map(\.catalog) == [keyA])
        #expect(saved.others.first?.session.path == [.category(id: "tools")])
        #expect(try scratch.savedData(catalog: keyA).cart.lines.map(\.product) == ["k-1"])
        #expect(try scratch.savedData(catalog: keyB).cart.lines.map(\.product) == ["b-1"])
    }

    /// Writes a session and a cart as Aisle wrote them before it named catalogs.
    static func putUntaggedFiles(_ scratch: RuntimeScratch) throws {
        try scratch.put(
            #"{"format":"aisle.navigation","version":1,"path":[{"category":{"id":"cups"}}]}"#,
            at: scratch.session)
        try scratch.put(
            #"{"format":"aisle.cart","version":1,"lines":[{"product":"c-1","quantity":2}]}"#,
            at: scratch.cart)
    }

    /// Files from before catalogs were named belong to the catalog an older Aisle opened:
    /// `AISLE_CATALOG` when it is set.
    @Test func untaggedFilesBelongToTheCatalogAisleCatalogNames() throws {
        let scratch = try RuntimeScratch()
        try Self.putUntaggedFiles(scratch)
        #expect(scratch.environment["AISLE_CATALOG"] == scratch.catalog)
        let startup = try scratch.startup()
        #expect(startup.state.path.routes == [.category(id: "cups")])
        #expect(startup.state.cart.lines.map(\.quantity) == [2])
        _ = scratch.run(startup, [.quit])
        let key = CatalogKey.of(path: scratch.catalog, bundledPath: nil)
        #expect(
            try scratch.savedData(catalog: key).cart.lines.map(\.quantity) == [2],
            "its owner named the untagged line")
        #expect(!Disk.exists(scratch.cart) && Disk.exists(scratch.cart + ".migrated"))
    }

    /// The issue's case on upgrade: old files, then one run with `--catalog other.json`. The
    /// usual (bundled) cart and session are neither shown nor pruned nor lost.
    @Test func aRunWithAnotherCatalogLeavesUntaggedFilesToTheBundledCatalog() throws {
        let scratch = try RuntimeScratch()
        try Self.putUntaggedFiles(scratch)
        scratch.environment["AISLE_CATALOG"] = nil  // the usual catalog is the bundled one
        let startup = try scratch.startup()
        #expect(startup.state.path.routes.isEmpty, "not this catalog's session")
        #expect(startup.state.cart.isEmpty, "not this catalog's cart")
        _ = scratch.run(startup, [Self.enter, .quit])
        guard
            case .document(let session) = SessionDocument.read(Disk.contents(scratch.session) ?? [])
        else { throw TestFailure("session not saved") }
        let cart = try scratch.savedData(catalog: CatalogKey.bundled).cart
        #expect(cart.lines.map(\.product) == ["c-1"])
        #expect(cart.lines.map(\.quantity) == [2])
        #expect(session.session(forCatalog: CatalogKey.bundled)?.path == [.category(id: "cups")])
    }

    @Test func resetOfOneCatalogKeepsTheOthersSessionAndCartLines() throws {
        let scratch = try RuntimeScratch()
        let other = scratch.directory.file("other.json")
        try scratch.put(Self.otherJSON, at: other)
        _ = scratch.run(try scratch.startup(), [.down, Self.enter, Self.add, .quit])
        _ = scratch.run(try scratch.startup(catalog: other), [Self.enter, Self.add, .quit])

        let locations = Persistence.Locations(try XDGDirectories(environment: scratch.environment))
        let keyB = CatalogKey.of(path: other, bundledPath: nil)
        let outcomes = StateReset.reset(
            locations, catalog: keyB, untaggedOwner: CatalogKey.bundled, includingCart: true)
        // The session file rewritten, no cart.json (it moved into the database), the
        // database's lines of B gone.
        #expect(outcomes.map(\.outcome) == [.rewritten, .absent, .rewritten])

        let afterB = try scratch.startup(catalog: other)
        #expect(afterB.state.path.routes.isEmpty)
        #expect(afterB.state.cart.isEmpty)
        let afterA = try scratch.startup()
        #expect(afterA.state.path.routes == [.category(id: "tools")])
        #expect(afterA.state.cart.lines.map(\.product) == ["k-1"])

        // A's is now the only session: resetting it removes the file; the database stays.
        let keyA = CatalogKey.of(path: scratch.catalog, bundledPath: nil)
        let last = StateReset.reset(
            locations, catalog: keyA, untaggedOwner: CatalogKey.bundled, includingCart: true)
        #expect(last.map(\.outcome) == [.removed, .absent, .rewritten])
        #expect(PathShape(scratch.session) == .missing)
        #expect(try scratch.savedData(catalog: keyA).cart.isEmpty)
    }

    @Test func aLinkToTheCatalogFileIsTheSameCatalog() throws {
        let scratch = try RuntimeScratch()
        let link = scratch.directory.file("link.json")
        try FileManager.default.createSymbolicLink(
            atPath: link, withDestinationPath: scratch.catalog)
        #expect(
            CatalogKey.of(path: link, bundledPath: nil)
                == CatalogKey.of(path: scratch.catalog, bundledPath: nil))
        #expect(CatalogKey.of(path: link, bundledPath: scratch.catalog) == CatalogKey.bundled)
        #expect(CatalogKey.of(path: scratch.catalog, bundledPath: nil).hasPrefix("/"))
    }
}
