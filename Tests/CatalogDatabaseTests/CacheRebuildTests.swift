import Foundation
import StateFiles
import Storefront
import TestSupport
import Testing

@testable import CatalogDatabase

/// After damage: a rebuilt cache is a cache like any other, and an inspection (`aisle link`,
/// `aisle orders`) never makes, rebuilds or moves one, whatever it finds.
@Suite("Catalog cache after damage", .timeLimit(.minutes(10)))
struct CacheRebuildTests {
    @Test func aRebuiltCacheIsReusedWithoutAnotherNotice() throws {
        let scratch = try CacheScratch()
        _ = try scratch.open()
        try Disk.put(Array("not a database".utf8), at: scratch.cacheFile)
        let rebuilt = try scratch.open()
        #expect(rebuilt.rebuilt != nil)
        let inode = try CatalogCacheTests.inode(scratch.cacheFile)
        let next = try scratch.open()
        #expect(next.notice == nil, "told once, at the rebuild")
        #expect(try CatalogCacheTests.inode(scratch.cacheFile) == inode, "not imported again")
        #expect(next.store.productCount == Fixtures.products.count)
    }

    @Test func anInspectionLeavesADamagedCacheAsItIsAndImportsAside() throws {
        let scratch = try CacheScratch()
        _ = try scratch.open()
        let damaged = Array("not a database".utf8)
        try Disk.put(damaged, at: scratch.cacheFile)
        let inspection = CatalogCache(environment: scratch.environment, keeps: false)
        let opened = try inspection.open(source: scratch.catalog, key: scratch.catalog) { _ in }
        #expect(opened.store.productCount == Fixtures.products.count)
        #expect(opened.notKept != nil, "imported for this run only")
        #expect(Disk.contents(scratch.cacheFile) == damaged, "neither rebuilt nor replaced")
        #expect(!Disk.exists(scratch.cacheFile + ".damaged"), "nor set aside")
        // The next real run still finds it damaged, and rebuilds it.
        #expect(try scratch.open().rebuilt != nil)
    }

    @Test func anInspectionMakesNoCacheWhereThereIsNone() throws {
        let scratch = try CacheScratch()
        let inspection = CatalogCache(environment: scratch.environment, keeps: false)
        let opened = try inspection.open(source: scratch.catalog, key: scratch.catalog) { _ in }
        #expect(try opened.store.product(Fixtures.kettle)?.name == "Gooseneck Kettle")
        #expect(!Disk.exists(scratch.cacheFile))
        #expect(opened.notice == nil, "an inspection needs no word about the cache")
    }

    @Test func anInspectionUsesAGoodCache() throws {
        let scratch = try CacheScratch()
        _ = try scratch.open()
        let before = Disk.contents(scratch.cacheFile)
        let inspection = CatalogCache(environment: scratch.environment, keeps: false)
        let opened = try inspection.open(source: scratch.catalog, key: scratch.catalog) { _ in }
        #expect(opened.notKept == nil && opened.rebuilt == nil)
        #expect(Disk.contents(scratch.cacheFile) == before)
    }
}
