import Foundation
import GRDB
import StateFiles
import Storefront
import TestSupport
import Testing

@testable import CatalogDatabase

/// A catalog's edition is the SHA-256 of its file's bytes: the same file at two paths (two
/// hosts) is one edition, one changed byte another; the cheap fingerprint still decides
/// whether a cache is stale.
@Suite(.timeLimit(.minutes(10))) struct ContentEditionTests {
    /// The scratch catalog's bytes, written at `name` in its directory too, with `change`.
    static func copy(
        _ scratch: CacheScratch, to name: String,
        _ change: (inout [UInt8]) throws -> Void = { _ in }
    ) throws -> String {
        var bytes = try #require(Disk.contents(scratch.catalog))
        try change(&bytes)
        let path = scratch.directory.file(name)
        try Disk.put(bytes, at: path)
        return path
    }

    @Test func theSameBytesAtTwoPathsAreOneEdition() throws {
        let scratch = try CacheScratch()
        let elsewhere = try Self.copy(scratch, to: "other-host.json")
        let here = try scratch.open().store
        let there = try scratch.cache.open(source: elsewhere, key: elsewhere) { _ in }.store
        #expect(here.edition.count == 64)
        #expect(here.edition.allSatisfy { "0123456789abcdef".contains($0) })
        #expect(here.edition == there.edition)
        // The fingerprint, which an older Aisle used, differs (another inode).
        #expect(here.formerEdition != there.formerEdition)
    }

    @Test func oneChangedByteIsAnotherEdition() throws {
        let scratch = try CacheScratch()
        let changed = try Self.copy(scratch, to: "changed.json") { bytes in
            // A letter of a product's name: the same length, another catalog.
            guard let index = bytes.firstIndex(of: UInt8(ascii: "K")) else {
                throw TestFailure("no K in the catalog")
            }
            bytes[index] = UInt8(ascii: "Q")
        }
        let here = try scratch.open().store
        let there = try scratch.cache.open(source: changed, key: changed) { _ in }.store
        #expect(here.edition != there.edition)
        #expect(there.edition.count == 64)
    }

    @Test func theEditionIsTheSHA256OfTheBytes() throws {
        let scratch = try CacheScratch()
        let bytes = try #require(Disk.contents(scratch.catalog))
        let descriptor = open(scratch.catalog, O_RDONLY)
        defer { close(descriptor) }
        #expect(
            try scratch.open().store.edition
                == ContentHash.digest(
                    descriptor: descriptor, size: bytes.count))
        // Of nothing: the well-known digest of the empty string.
        #expect(
            ContentHash.digest(descriptor: descriptor, size: 0)
                == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test func aCacheWithoutAContentEditionIsRebuiltOnce() throws {
        let scratch = try CacheScratch()
        let first = try scratch.open().store
        let edition = first.edition
        // As an Aisle before content editions left it: version 6, no `content`.
        let queue = try DatabaseQueue(path: scratch.cacheFile)
        try queue.write { db in
            try db.execute(sql: "DELETE FROM meta WHERE key = 'content'")
            try db.execute(sql: "PRAGMA user_version = 6")
        }
        try queue.close()
        let rebuilt = try scratch.open()
        #expect(
            rebuilt.notice == "Rebuilt the catalog cache: it was made by another version of Aisle.")
        #expect(rebuilt.store.edition == edition)
        #expect(try scratch.open().notice == nil, "once")
    }
}
