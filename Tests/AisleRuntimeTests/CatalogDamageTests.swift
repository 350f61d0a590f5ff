import AisleApp
import AisleRuntime
import StateFiles
import Storefront
import TestSupport
import Testing

/// A catalog cache that fails a read at start-up: the cart is never judged by it. The cache is
/// rebuilt at once, the cart checked against the new one, and the user told.
@Suite(.timeLimit(.minutes(10))) struct CatalogDamageTests {
    /// The one catalog cache under the scratch home.
    static func cacheFile(_ scratch: RuntimeScratch) throws -> String {
        let directory = scratch.directory.file(".cache/aisle")
        let caches = Disk.names(in: directory).filter {
            $0.hasPrefix("catalog-") && $0.hasSuffix(".sqlite")
        }
        guard caches.count == 1, let name = caches.first else {
            throw TestFailure("expected one cache in \(directory), found \(caches)")
        }
        return StoragePath.join(directory, name)
    }

    @Test func aDamagedPageRebuildsTheCacheAndKeepsTheCart() throws {
        let scratch = try RuntimeScratch()
        _ = try scratch.startup()
        try scratch.fillCart(["t-1": 1, "c-1": 1])
        let cache = try Self.cacheFile(scratch)
        try DamagedPage.overwrite(containing: "Sencha Green", in: cache)

        var startup = try scratch.startup()
        #expect(startup.state.cart.lines.map(\.product) == ["t-1", "c-1"], "nothing dropped")
        let notice = try #require(startup.notices.first)
        #expect(notice.hasPrefix("Rebuilt the catalog cache: a read failed ("), "\(notice)")
        #expect(!startup.notices.contains { $0.contains("no longer sold") })
        // Checked against the rebuilt cache, which reads cleanly.
        #expect(startup.state.catalog.readFailure == nil)
        #expect(startup.state.catalog.product("t-1")?.name == "Sencha Green")
        startup.persistence.flush(startup.state)
        #expect(try scratch.savedData().cart.lines.map(\.product) == ["t-1", "c-1"])
        #expect(!Disk.exists(cache + ".damaged"), "the damaged copy goes once rebuilt")

        let again = try scratch.startup()
        #expect(again.notices.isEmpty, "rebuilt once: \(again.notices)")
    }

    @Test func aCacheThatFailsAReadDuringARunIsRebuiltAtTheNextStart() throws {
        let scratch = try RuntimeScratch()
        let first = try scratch.startup()
        let cache = try Self.cacheFile(scratch)
        try DamagedPage.overwrite(containing: "Sencha Green", in: cache)
        // A screen's read fails: shown as nothing there, and the file is set aside at once.
        #expect(first.state.catalog.product("t-1") == nil)
        #expect(first.state.catalog.readFailure != nil)
        #expect(Disk.exists(cache + ".damaged"))

        let next = try scratch.startup()
        #expect(next.notices.first == "Rebuilt the catalog cache: a read failed in an earlier run.")
        #expect(next.state.catalog.product("t-1")?.name == "Sencha Green")
        #expect(!Disk.exists(cache + ".damaged"))
    }

    @Test func anInspectionOfADamagedCacheChangesNothingAndDropsNothing() throws {
        let scratch = try RuntimeScratch()
        _ = try scratch.startup()
        try scratch.fillCart(["t-1": 1])
        let cache = try Self.cacheFile(scratch)
        try DamagedPage.overwrite(containing: "Sencha Green", in: cache)
        let damaged = Disk.contents(cache)
        let inspected = try scratch.startup(readOnly: true, keepsCache: false)
        #expect(inspected.state.cart.lines.map(\.product) == ["t-1"])
        #expect(inspected.state.catalog.product("t-1")?.name == "Sencha Green", "imported aside")
        let notice = inspected.notices.first ?? ""
        #expect(notice.hasPrefix("Imported the catalog for this run only: a read failed ("))
        #expect(Disk.contents(cache) == damaged, "left exactly as it was")
        #expect(!Disk.exists(cache + ".damaged"))
    }

    @Test func anInspectionKeepsNoCache() throws {
        let scratch = try RuntimeScratch()
        let startup = try scratch.startup(readOnly: true, keepsCache: false)
        #expect(startup.state.catalog.categories.count == 3)
        #expect(!Disk.exists(scratch.directory.file(".cache/aisle")), "nothing created")
    }
}
