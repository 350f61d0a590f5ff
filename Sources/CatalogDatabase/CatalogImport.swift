import GRDB
import ShopifyCatalog
import StateFiles
import Storefront

#if canImport(Glibc)
    import Glibc
#endif

/// Builds a catalog cache: reads a catalog (JSON, a SQLite catalog in the documented schema,
/// or a Shopify product CSV) record by record and writes it into a new database file, with the
/// indexes and the search index. The file is built at a name of the caller's choosing and is
/// complete only when this returns; `CatalogCache` renames it into place, so nothing half-built
/// is ever trusted.
enum CatalogImport {
    /// Why an import stopped: the catalog is bad, or its database could not be written.
    enum Failure: Error {
        case catalog(CatalogError)
        case write(CatalogWriteFailure)
    }

    /// Imports the catalog file at `source` into a new database at `destination`, tagged
    /// with `meta` (what the cache was built from); `progress` is told as records are written.
    /// The full-text index is built meanwhile in a database at `scratch` (an empty file, or
    /// none) and copied into `destination` at the end; the caller removes `scratch` after.
    /// Unless `options` is strict, bad records are left out: their problems come back in the
    /// report, and only a catalog of which nothing could be imported fails.
    @discardableResult
    static func build(
        source: String, destination: String, scratch: String, meta: [String: String],
        options: ImportOptions = ImportOptions(),
        progress: @escaping (ImportProgress) -> Void
    ) throws(Failure) -> ImportReport {
        let (file, status): (OpenFile, FileStatus)
        do throws(CatalogError) {
            (file, status) = try Catalog.openCatalogFile(source)
        } catch {
            throw .catalog(error)
        }
        defer { close(file.descriptor) }
        // The file's bytes hashed meanwhile, on another thread (its edition); waited for
        // before the file is closed, whatever happens.
        let content = ContentHash(descriptor: file.descriptor, size: status.size)
        defer { _ = content.wait() }
        let queue = try open(destination)
        let search: SearchIndexWriter
        do {
            search = try SearchIndexWriter(path: scratch)
        } catch {
            throw .write(writeFailure(error, path: scratch))
        }
        var outcome: Result<Void, Failure> = .success(())
        var report = ImportReport()
        do {
            try queue.write { db in
                try db.execute(sql: CatalogSchema.create)
                var importer = CatalogImporter(db: db, search: search) { offset, products in
                    progress(
                        ImportProgress(
                            bytesRead: offset, totalBytes: status.size, products: products))
                }
                do throws(Failure) {
                    report.notes = try read(
                        file, size: status.size, into: &importer, destination: destination,
                        options: options)
                } catch {
                    // A read that reached the end, with a currency and products, keeps them
                    // and names what it left out, unless the owner asked for all or nothing.
                    guard case .catalog(let problems) = error, !options.strict,
                        importer.finished, importer.currency != nil, importer.productCount > 0
                    else {
                        outcome = .failure(error)
                        return
                    }
                    report.leftOut = problems
                }
                report.imported = importer.productCount
                // Every record is in; the indexes take a few seconds more at a million
                // products, while the other thread finishes the full-text index.
                progress(
                    ImportProgress(
                        bytesRead: status.size, totalBytes: status.size,
                        products: importer.productCount, isIndexing: true))
                try db.execute(sql: CatalogSchema.indexes)
                guard let edition = content.wait() else {
                    outcome = .failure(
                        .catalog(.unreadable(reason: "the file changed while it was read")))
                    return
                }
                var rows = meta
                rows["content"] = edition
                rows["currency"] = importer.currency?.code ?? ""
                rows["products"] = String(importer.productCount)
                rows["sellers"] = String(importer.sellerCount)
                if report.leftOut != nil { rows["leftOut"] = "yes" }
                for (key, value) in rows {
                    try db.execute(
                        sql: "INSERT INTO meta(key, value) VALUES (?, ?)", arguments: [key, value])
                }
            }
            try outcome.get()
        } catch let failure as Failure {
            throw failure
        } catch {
            throw .write(Self.writeFailure(error, path: destination))
        }
        do {
            try search.finish()
        } catch {
            throw .write(Self.writeFailure(error, path: scratch))
        }
        do {
            // A database is attached outside a transaction only.
            try queue.writeWithoutTransaction { db in
                try db.execute(sql: "ATTACH DATABASE ? AS search", arguments: [scratch])
                try db.inTransaction {
                    try db.execute(sql: CatalogSchema.copySearch)
                    return .commit
                }
                try db.execute(sql: "DETACH DATABASE search")
            }
            try queue.close()
        } catch {
            throw .write(Self.writeFailure(error, path: destination))
        }
        return report
    }

    /// The catalog in `file` read into `importer`: a SQLite catalog through
    /// `SQLiteCatalogReader`, a Shopify product CSV (by its header row, or a `.csv` name)
    /// through `ShopifyCSVReader`, anything else as JSON from a mapping of the file.
    /// Returns the reader's notes about the file as a whole.
    private static func read(
        _ file: OpenFile, size: Int, into importer: inout CatalogImporter, destination: String,
        options: ImportOptions
    ) throws(Failure) -> [String] {
        do throws(CatalogError) {
            if SQLiteCatalogReader.isSQLite(file.descriptor) {
                try SQLiteCatalogReader.read(path: file.path, into: &importer)
            } else if ShopifyCSVReader.isShopifyCSV(descriptor: file.descriptor, path: file.path) {
                guard let mapped = MappedFile(descriptor: file.descriptor, count: size) else {
                    throw CatalogError.unreadable(reason: String(cString: strerror(errno)))
                }
                return try ShopifyCSVReader.read(
                    mapped.buffer, into: &importer, currency: options.currency
                ) {
                    mapped.release(before: $0)
                }
            } else {
                guard let mapped = MappedFile(descriptor: file.descriptor, count: size) else {
                    throw CatalogError.unreadable(reason: String(cString: strerror(errno)))
                }
                try RecordPipeline.read(mapped, into: &importer)
            }
            return []
        } catch {
            if let failure = importer.storageFailure {
                throw .write(writeFailure(failure, path: destination))
            }
            throw .catalog(error)
        }
    }

    /// A new database at `path` set up for one bulk write: no journal and no syncs while it
    /// fills (a crash leaves only a temporary file nobody trusts); the caller syncs it whole.
    private static func open(_ path: String) throws(Failure) -> DatabaseQueue {
        do {
            return try DatabaseQueue(
                path: path, configuration: configuration(cacheSize: CatalogSchema.cacheSize))
        } catch {
            throw .write(writeFailure(error, path: path))
        }
    }

    /// How an import opens its databases (the cache and the full-text index's scratch one):
    /// no journal and no syncs, a page cache of `cacheSize` KiB.
    static func configuration(cacheSize: Int) -> Configuration {
        var configuration = Configuration()
        configuration.label = "aisle.catalog-import"
        configuration.prepareDatabase { db in
            try db.execute(
                sql: """
                    PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;
                    PRAGMA cache_size = -\(cacheSize); PRAGMA page_size = 8192;
                    PRAGMA application_id = \(CatalogSchema.applicationID);
                    PRAGMA user_version = \(CatalogSchema.version);
                    """)
        }
        return configuration
    }

    /// SQLite's error writing the database at `path` as data.
    private static func writeFailure(_ error: any Error, path: String) -> CatalogWriteFailure {
        .database(path: path, code: (error as? DatabaseError)?.extendedResultCode.rawValue ?? 1)
    }
}
