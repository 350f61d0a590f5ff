import GRDB

#if canImport(Glibc)
    import Glibc
#endif

/// What a cache file says about itself, read without touching its rows: the file header's
/// application id and version, its page count against the file's real size (a truncated file
/// is caught here, not half-way through a screen), and the `meta` table.
struct CacheHeader {
    var applicationID: Int32
    var version: Int32
    var expectedSize: Int64
    var actualSize: Int64
    var meta: [String: String]

    init(_ db: Database, path: String) throws {
        applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        version = try Int32.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        let pages = try Int64.fetchOne(db, sql: "PRAGMA page_count") ?? 0
        let pageSize = try Int64.fetchOne(db, sql: "PRAGMA page_size") ?? 0
        expectedSize = pages * pageSize
        actualSize = Self.fileSize(path)
        meta = [:]
        if applicationID == CatalogSchema.applicationID, try db.tableExists("meta") {
            for row in try Row.fetchAll(db, sql: "SELECT key, value FROM meta") {
                meta[row[0]] = row[1]
            }
        }
    }

    /// Throws what makes the file unusable, if anything.
    func check() throws(CatalogCacheProblem) {
        guard applicationID == CatalogSchema.applicationID else { throw .notACache }
        guard version == CatalogSchema.version else { throw .otherVersion(version) }
        guard actualSize >= expectedSize else {
            throw .cutShort(expected: expectedSize, actual: actualSize)
        }
        guard !meta.isEmpty else { throw .summaryMissing }
    }

    private static func fileSize(_ path: String) -> Int64 {
        var info = stat()
        return stat(path, &info) == 0 ? Int64(info.st_size) : 0
    }
}
