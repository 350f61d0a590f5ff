import Foundation
import StateFiles
import Storefront
import TestSupport
import Testing

@testable import CatalogDatabase

@Suite("Catalog cache", .timeLimit(.minutes(10)))
struct CatalogCacheTests {
    @Test func theFirstOpenImportsAndLaterOnesReuseTheFile() throws {
        let scratch = try CacheScratch()
        let first = try scratch.open()
        #expect(first.notice == nil)
        #expect(first.store.productCount == Fixtures.products.count)
        // The full-text index was built beside it and copied in: nothing else is left.
        #expect(try scratch.leftovers() == [])
        let inode = try Self.inode(scratch.cacheFile)
        let second = try scratch.open()
        #expect(second.notice == nil)
        #expect(try Self.inode(scratch.cacheFile) == inode)
        #expect(try second.store.product(Fixtures.kettle)?.name == "Gooseneck Kettle")
        let mode = try FileManager.default.attributesOfItem(atPath: scratch.cacheFile)[
            .posixPermissions]
        #expect(mode as? Int == 0o600)
    }

    @Test func aChangedCatalogIsImportedAgainWithANotice() throws {
        let scratch = try CacheScratch()
        _ = try scratch.open()
        var products = Fixtures.products
        products[0].name = "Renamed Beans"
        try Disk.put(
            try CatalogJSON.encode(Fixtures.catalog(products: products)), at: scratch.catalog)
        let reopened = try scratch.open()
        #expect(reopened.notice == "Rebuilt the catalog cache: the catalog changed.")
        #expect(try reopened.store.product("p-01")?.name == "Renamed Beans")
    }

    @Test(
        arguments: [
            ("garbage", Array("this is not a database at all, not even close".utf8)),
            ("empty", []),
        ] as [(String, [UInt8])])
    func aDamagedCacheIsRebuilt(name: String, bytes: [UInt8]) throws {
        let scratch = try CacheScratch()
        _ = try scratch.open()
        try Disk.put(bytes, at: scratch.cacheFile)
        let reopened = try scratch.open()
        #expect(reopened.notice?.hasPrefix("Rebuilt the catalog cache: it was damaged") == true)
        #expect(try reopened.store.product(Fixtures.kettle) != nil)
    }

    @Test func aTruncatedCacheIsRebuilt() throws {
        let scratch = try CacheScratch(try Self.generated(products: 3000))
        _ = try scratch.open()
        let size = try #require(Disk.contents(scratch.cacheFile)).count
        #expect(truncate(scratch.cacheFile, off_t(size / 2)) == 0)
        let reopened = try scratch.open()
        #expect(reopened.notice?.hasPrefix("Rebuilt the catalog cache: it was damaged: ") == true)
        #expect(reopened.store.productCount == 3000)
    }

    @Test func aCacheOfAnotherCatalogIsNotTrusted() throws {
        let scratch = try CacheScratch()
        let other = try CacheScratch(try Self.generated(products: 20))
        _ = try other.open()
        // Another catalog's cache put where this catalog's belongs.
        try FileManager.default.createDirectory(
            atPath: scratch.directory.file("cache/aisle"), withIntermediateDirectories: true)
        try Disk.put(try #require(Disk.contents(other.cacheFile)), at: scratch.cacheFile)
        let reopened = try scratch.open()
        #expect(reopened.notice == "Rebuilt the catalog cache: the catalog changed.")
        #expect(reopened.store.productCount == Fixtures.products.count)
    }

    @Test func aLinkAtTheCachesNameIsNeverFollowedButReplaced() throws {
        let scratch = try CacheScratch()
        _ = try scratch.open()
        let elsewhere = scratch.directory.file("elsewhere.sqlite")
        try FileManager.default.moveItem(atPath: scratch.cacheFile, toPath: elsewhere)
        let before = Disk.contents(elsewhere)
        #expect(symlink(elsewhere, scratch.cacheFile) == 0)
        let reopened = try scratch.open()
        #expect(
            reopened.notice
                == "Rebuilt the catalog cache: it was damaged: it is not a file of this user's.")
        #expect(Disk.contents(elsewhere) == before, "the link's target is left alone")
        var info = stat()
        #expect(lstat(scratch.cacheFile, &info) == 0 && info.st_mode & S_IFMT == S_IFREG)
    }

    @Test func aLinkedCacheDirectoryIsFollowedLikeTheStateDirectories() throws {
        let scratch = try CacheScratch()
        let real = scratch.directory.file("real-cache")
        try FileManager.default.createDirectory(atPath: real, withIntermediateDirectories: true)
        #expect(chmod(real, 0o700) == 0)
        #expect(symlink(real, scratch.directory.file("cache")) == 0)
        let opened = try scratch.open()
        #expect(opened.notKept == nil, "a cache is kept: \(String(describing: opened.notKept))")
        #expect(Disk.names(in: real + "/aisle").contains(StoragePath.name(of: scratch.cacheFile)))
    }

    @Test func whatAKilledImportLeftIsRemovedAndNeverUsed() throws {
        let scratch = try CacheScratch()
        try FileManager.default.createDirectory(
            atPath: scratch.directory.file("cache/aisle"), withIntermediateDirectories: true)
        let leftover = scratch.directory.file(
            "cache/aisle/." + StoragePath.name(of: scratch.cacheFile) + ".tmp-99999-abc")
        try Disk.put(Array("half a database".utf8), at: leftover)
        let opened = try scratch.open()
        #expect(opened.notice == nil)
        #expect(opened.store.productCount == Fixtures.products.count)
        #expect(!FileManager.default.fileExists(atPath: leftover))
    }

    @Test func twoImportsAtOnceBothSucceedAndLeaveOneGoodCache() async throws {
        let scratch = try CacheScratch(try Self.generated(products: 4000))
        let cache = scratch.cache
        let source = scratch.catalog
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    try cache.open(source: source, key: source) { _ in }.store.productCount
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(counts == [4000, 4000, 4000, 4000])
        let reopened = try scratch.open()
        #expect(reopened.notice == nil)
        #expect(reopened.store.productCount == 4000)
    }

    @Test(
        arguments: [
            (#""id":"p-02""#, #""id":"p-01""#),
            (#""seller":"s-paper""#, #""seller":"s-nobody""#),
            (#""price":2200"#, #""price":"2200""#),
            (#""stock":3"#, #""stock":3 3"#),
        ])
    func aBadCatalogIsReportedAsTheReaderReportsIt(found: String, replacement: String) throws {
        let scratch = try CacheScratch()
        let text = String(decoding: try CatalogJSON.encode(Fixtures.catalog()), as: UTF8.self)
        #expect(text.contains(found))
        let bytes = Array(text.replacingOccurrences(of: found, with: replacement).utf8)
        try Self.expectTheReadersError(for: bytes, in: scratch)
        #expect(!FileManager.default.fileExists(atPath: scratch.cacheFile))
        #expect(try scratch.leftovers() == [])
    }

    /// Problems far into a large file, past many of the reader's batches: the first one in the
    /// file is reported, whichever side of the import (reader or writer) finds it.
    @Test(
        arguments: [
            [(#""id":"g-5000""#, #""id":"g-10""#)],
            [(#""id":"g-5000""#, #""id":"g-10""#), (#""id":"g-5500""#, #""id": 5500"#)],
            [(#""id":"g-4000""#, #""id": 4000"#), (#""id":"g-5000""#, #""id":"g-10""#)],
            [(#""seller":"s-paper""#, #""seller":"s-nobody""#)],
        ])
    func theFirstProblemInTheFileIsReported(changes: [(String, String)]) throws {
        let scratch = try CacheScratch()
        var text = String(
            decoding: try CatalogJSON.encode(Self.generated(products: 6000)), as: UTF8.self)
        for (found, replacement) in changes {
            let range = try #require(text.range(of: found))
            text.replaceSubrange(range, with: replacement)
        }
        try Self.expectTheReadersError(for: Array(text.utf8), in: scratch)
    }

    /// Writes `bytes` as the scratch catalog and expects opening it through the cache to fail
    /// with exactly the error the in-memory reader gives for them.
    static func expectTheReadersError(for bytes: [UInt8], in scratch: CacheScratch) throws {
        try Disk.put(bytes, at: scratch.catalog)
        var expected: CatalogError?
        do { _ = try Catalog.decode(bytes) } catch { expected = error }
        #expect(expected != nil)
        do throws(CatalogImportError) {
            _ = try scratch.cache.open(
                source: scratch.catalog, key: scratch.catalog, options: ImportOptions(strict: true)
            ) { _ in }
            Issue.record("a bad catalog was accepted")
        } catch {
            guard case .catalog(let problem) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(problem == expected)
        }
    }

    static func inode(_ path: String) throws -> UInt64 {
        try #require(
            FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? UInt64)
    }

    /// A catalog of `products` products over the fixture categories and sellers.
    static func generated(products count: Int) throws -> Catalog {
        let products = (0..<count).map { index in
            let base = Fixtures.products[index % Fixtures.products.count]
            var product = base
            product.id = ProductID("g-\(index)")
            product.name = base.name + " \(index)"
            return product
        }
        return try Fixtures.catalog(products: products)
    }
}
