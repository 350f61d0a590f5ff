import Dispatch
import GRDB

/// Builds the catalog's full-text index (`productSearch`) on a thread of its own, into a
/// scratch database beside the cache, while the importer writes the rows and their indexes:
/// FTS5's inserts were about a third of the single writer's work (docs/benchmarks.md, "The
/// import on three threads"). The importer hands rows over in batches, waiting when this thread
/// is `capacity` batches behind, so memory stays bounded; `finish` waits for the last one, and
/// `CatalogImport` then copies the index's tables into the cache (`CatalogSchema.copySearch`).
final class SearchIndexWriter: @unchecked Sendable {
    /// One product's row of `productSearch`, its text already as the index holds it.
    struct Row: Sendable {
        var position: Int
        var name: String
        var seller: String
        var description: String
        var shelf: String
    }

    static let batchSize = 1024
    /// Batches written or waiting, at most.
    static let capacity = 8

    private let queue: DatabaseQueue
    private let thread = DispatchQueue(label: "aisle.catalog-search")
    private let slots = DispatchSemaphore(value: SearchIndexWriter.capacity)
    /// The importer's batch being filled (touched by the importer's thread only).
    private var batch: [Row] = []
    /// The first write that failed (touched on `thread`, read after waiting for it).
    private var failure: (any Error)?
    private var finished = false

    /// A writer into the new database at `path` (an empty file or none), its table made and
    /// its one transaction begun.
    init(path: String) throws {
        var configuration = CatalogImport.configuration(cacheSize: CatalogSchema.searchCacheSize)
        // One transaction from the first row to `finish`, over many accesses: FTS5 writes
        // a segment at every commit, and fewer, larger segments are what make it fast.
        configuration.allowsUnsafeTransactions = true
        queue = try DatabaseQueue(path: path, configuration: configuration)
        try queue.inDatabase { db in
            try db.execute(sql: CatalogSchema.search + CatalogSchema.searchTuning + "BEGIN;")
        }
    }

    deinit {
        // A writer dropped without `finish` (the import failed): keep nothing. Every batch
        // holds the writer, so none is left to write here, and this may run on `thread`.
        if !finished {
            try? queue.inDatabase { db in try db.execute(sql: "ROLLBACK") }
            try? queue.close()
        }
    }

    /// Adds `row` to the index (on the writer's thread, soon).
    func add(_ row: Row) {
        batch.append(row)
        if batch.count >= Self.batchSize { submit() }
    }

    /// Waits for every row to be written and commits them, or throws the first failure.
    func finish() throws {
        submit()
        thread.sync {}
        finished = true
        if let failure {
            try? queue.inDatabase { db in try db.execute(sql: "ROLLBACK") }
            try? queue.close()
            throw failure
        }
        try queue.inDatabase { db in try db.execute(sql: "COMMIT") }
        try queue.close()
    }

    private func submit() {
        guard !batch.isEmpty else { return }
        let rows = batch
        batch = []
        slots.wait()
        thread.async { [self] in
            defer { slots.signal() }
            guard failure == nil else { return }
            do {
                try queue.inDatabase { db in
                    let insert = try db.cachedStatement(
                        sql: """
                            INSERT INTO productSearch(rowid, name, seller, description, shelf)
                            VALUES (?, ?, ?, ?, ?)
                            """)
                    for row in rows {
                        try insert.execute(arguments: [
                            row.position, row.name, row.seller, row.description, row.shelf,
                        ])
                    }
                }
            } catch {
                failure = error
            }
        }
    }
}
