import CatalogDatabase
import Foundation
import Storefront
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Test catalogs built as Aisle builds every catalog: written as a catalog file and imported
/// through the real importer into a SQLite cache, read through `SQLiteCatalogStore` (one
/// catalog engine: what tests search is what users search). The same records give the same
/// catalog once per test process (the same store, so two states built from them compare
/// equal, and a fixture is imported once), under one scratch directory removed at exit.
public enum ImportedCatalogs {
    private struct Built {
        var contents: CatalogContents
        var catalog: Catalog
    }

    private static let built = Mutex<[Built]>([])
    private static let root: String = {
        var template = Array("/tmp/aisle-catalogs-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { mkdtemp($0) }
        }
        guard let made else { preconditionFailure("mkdtemp failed: errno \(errno)") }
        atexit {
            if let root = ImportedCatalogs.madeRoot.withLock({ $0 }) {
                try? FileManager.default.removeItem(atPath: root)
            }
        }
        let path = String(cString: made)
        madeRoot.withLock { $0 = path }
        return path
    }()
    private static let madeRoot = Mutex<String?>(nil)
    private static let counter = Mutex(0)

    /// The catalog of `contents`, imported (once per process for the same records). Records
    /// the importer refuses (its rules are the one set users meet) throw its refusal, as a
    /// catalog file of them would be refused: a test fails with the reason, the run goes on.
    public static func catalog(_ contents: CatalogContents) throws(CatalogError) -> Catalog {
        if let known = built.withLock({ $0.first { $0.contents == contents }?.catalog }) {
            return known
        }
        let catalog = try importing(contents)
        return built.withLock { built in
            // Another test may have imported the same records meanwhile: one store for both.
            if let known = built.first(where: { $0.contents == contents }) {
                return known.catalog
            }
            built.append(Built(contents: contents, catalog: catalog))
            return catalog
        }
    }

    /// The records `catalog` was built from, when it was built here.
    public static func contents(of catalog: Catalog) -> CatalogContents? {
        built.withLock { $0.first { $0.catalog.store === catalog.store }?.contents }
    }

    /// `contents` written as a catalog file and imported, all or nothing (`--strict`: a product
    /// left out would make the store differ from the records), into a cache of its own.
    private static func importing(_ contents: CatalogContents) throws(CatalogError) -> Catalog {
        let number = counter.withLock { count in
            count += 1
            return count
        }
        let directory = root + "/\(number)"
        let file = directory + "/catalog.json"
        let bytes: [UInt8]
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true)
            bytes = try CatalogJSON.encode(contents)
            try Disk.put(bytes, at: file)
        } catch {
            throw .unreadable(reason: "the test catalog could not be written at \(file): \(error)")
        }
        let cache = CatalogCache(environment: [
            "HOME": directory, "XDG_CACHE_HOME": directory + "/cache",
        ])
        do throws(CatalogImportError) {
            let opened = try cache.open(
                source: file, key: file, options: ImportOptions(strict: true)
            ) { _ in }
            return Catalog(store: opened.store)
        } catch {
            switch error {
            case .catalog(let refusal): throw refusal
            case .unwritable(let temporary, let cache):
                throw .unreadable(
                    reason: "the test catalog could not be imported: \(temporary.path): "
                        + "\(temporary.reason) (no cache: \(cache.reason))")
            }
        }
    }
}

extension Catalog {
    /// A catalog of these records, checked as `CatalogContents.init` checks them and imported
    /// into SQLite (`ImportedCatalogs`).
    public init(
        currency: Currency, categories: [Category], sellers: [Seller], products: [Product]
    ) throws(CatalogError) {
        self = try ImportedCatalogs.catalog(
            try CatalogContents(
                currency: currency, categories: categories, sellers: sellers, products: products))
    }

    /// A catalog file's bytes read as Aisle reads them (`CatalogContents.decode`'s checks and
    /// problems), imported into SQLite.
    public static func decode(_ bytes: [UInt8]) throws(CatalogError) -> Catalog {
        try ImportedCatalogs.catalog(try CatalogContents.decode(bytes))
    }

    /// The catalog file at `path`, read and imported as `decode` does.
    public static func load(contentsOf path: String) throws(CatalogError) -> Catalog {
        try ImportedCatalogs.catalog(try CatalogContents.load(contentsOf: path))
    }
}
