import Foundation
import StateFiles
import Storefront
import TestSupport

@testable import CatalogDatabase

/// A temporary directory holding a catalog file and a cache directory for it.
final class CacheScratch {
    let directory: TemporaryDirectory
    let catalog: String

    init(_ catalog: Catalog? = nil) throws {
        directory = try TemporaryDirectory()
        self.catalog = directory.file("shop.json")
        try Disk.put(try CatalogJSON.encode(catalog ?? Fixtures.catalog()), at: self.catalog)
    }

    var environment: [String: String] {
        ["HOME": directory.path, "XDG_CACHE_HOME": directory.file("cache")]
    }

    var cache: CatalogCache { CatalogCache(environment: environment) }

    /// The cache over `writer` (a faulty file system, a manual clock).
    func cache(writer: AtomicFileWriter) -> CatalogCache {
        CatalogCache(environment: environment, writer: writer)
    }

    /// The lock file beside the cache, as `StateFiles` names it.
    var lockFile: String {
        directory.file("cache/aisle/." + StoragePath.name(of: cacheFile) + ".lock")
    }

    /// Where the cache of `catalog` lives.
    var cacheFile: String {
        directory.file("cache/aisle/" + SourceFingerprint.fileName(for: catalog))
    }

    /// The files in the cache directory other than the cache and its lock: what an import
    /// left behind (its temporaries, the full-text index's scratch database).
    func leftovers() throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(
            atPath: directory.file("cache/aisle"))
        return names.filter {
            $0 != StoragePath.name(of: cacheFile) && directory.file("cache/aisle/" + $0) != lockFile
        }.sorted()
    }

    /// The catalog opened through the cache.
    func open() throws -> OpenedStore {
        try cache.open(source: catalog, key: catalog) { _ in }
    }
}
