import GRDB
import Storefront

/// The rows of a SQLite catalog's tables, read in `rowid` order with their fields checked the
/// way the JSON reader checks them (`missing field "price"`, `"stock" should be an integer`).
///
/// No value longer than `bound` bytes is read: the connection's `SQLITE_LIMIT_LENGTH` makes
/// SQLite refuse it (`SQLITE_TOOBIG`) before it loads it (a 300 MB description cost 915 MB
/// read whole, and SQLite 3.40 can measure a TEXT value only by loading it). The refusal
/// ends the statement, so the row is read again column by column, the long ones left NULL
/// and named (`SourceRow.tooLong`), and the scan goes on after it.
struct SourceRows {
    let db: Database
    /// The most bytes a value may have to be read at all.
    var bound = Catalog.maximumTextBytes

    /// A column to read: the SQL that gives it (a column name, or `NULL` for an optional one
    /// the table lacks) and the name it is read by.
    struct Column {
        var sql: String
        var name: String
    }

    /// The one row of `catalog`'s `currency`.
    func currency() throws(CatalogError) -> String {
        do {
            guard let row = try Row.fetchOne(db, sql: "SELECT currency FROM catalog") else {
                throw CatalogError.invalid(.missingField("currency"), at: CatalogPlace())
            }
            return try SourceRow(row: row, record: nil).text("currency")
        } catch let error as CatalogError {
            throw error
        } catch {
            throw .invalid(.missingField("currency"), at: CatalogPlace())
        }
    }

    /// Calls `body` with each row of `list`'s table and its record.
    func each(
        _ list: CatalogRecord.List, columns: [String],
        _ body: (CatalogRecord, SourceRow) throws(CatalogError) -> Void
    ) throws(CatalogError) {
        try checkTable(list.rawValue, columns: columns, record: CatalogRecord(list, 0))
        try scan(
            list.rawValue, columns.map { Column(sql: "\"\($0)\"", name: $0) },
            record: { CatalogRecord(list, $0, id: $1) }, body)
    }

    /// Calls `body` with each row of `table` (which must exist) in `rowid` order, named by
    /// `record` from its index and id.
    func scan(
        _ table: String, _ columns: [Column], record: (Int, String?) -> CatalogRecord,
        _ body: (CatalogRecord, SourceRow) throws(CatalogError) -> Void
    ) throws(CatalogError) {
        let list = columns.map { "\($0.sql) AS \"\($0.name)\"" }.joined(separator: ", ")
        let select = "SELECT rowid AS \"aisle rowid\", \(list) FROM \"\(table)\""
        var after: Int64?
        var index = 0
        while true {
            do {
                let cursor = try Row.fetchCursor(
                    db, sql: select + (after == nil ? "" : " WHERE rowid > ?") + " ORDER BY rowid",
                    arguments: StatementArguments(after.map { [$0] } ?? []))
                while let row = try cursor.next() {
                    after = row["aisle rowid"]
                    let id = row["id"] as String?
                    try body(record(index, id), SourceRow(row: row, record: record(index, id)))
                    index += 1
                }
                return
            } catch let error as CatalogError {
                throw error
            } catch let error as DatabaseError where error.resultCode == .SQLITE_TOOBIG {
                let partial: (Int64, (row: Row, tooLong: Set<String>))?
                do {
                    partial = try partialRow(table, columns, after: after)
                } catch {
                    throw CatalogError.unreadable(reason: CatalogStoreError.reason(error))
                }
                guard let (rowid, row) = partial else { return }
                after = rowid
                let id = row.row["id"] as String?
                try body(
                    record(index, id),
                    SourceRow(
                        row: row.row, record: record(index, id), tooLong: row.tooLong, bound: bound)
                )
                index += 1
            } catch {
                throw .unreadable(reason: CatalogStoreError.reason(error))
            }
        }
    }

    /// The row after `after` read column by column: those SQLite refuses as too long are
    /// NULL and listed; nil when there is no such row.
    private func partialRow(_ table: String, _ columns: [Column], after: Int64?) throws
        -> (Int64, (row: Row, tooLong: Set<String>))?
    {
        let next = try Int64.fetchOne(
            db,
            sql: "SELECT rowid FROM \"\(table)\"" + (after == nil ? "" : " WHERE rowid > ?")
                + " ORDER BY rowid LIMIT 1", arguments: StatementArguments(after.map { [$0] } ?? [])
        )
        guard let next else { return nil }
        var tooLong: Set<String> = []
        for column in columns {
            do {
                _ = try Row.fetchOne(
                    db, sql: "SELECT \(column.sql) FROM \"\(table)\" WHERE rowid = ?",
                    arguments: [next])
            } catch let error as DatabaseError where error.resultCode == .SQLITE_TOOBIG {
                tooLong.insert(column.name)
            }
        }
        let list = columns.map { tooLong.contains($0.name) ? "NULL" : $0.sql }
        let named = zip(list, columns).map { "\($0) AS \"\($1.name)\"" }.joined(separator: ", ")
        let row = try Row.fetchOne(
            db, sql: "SELECT \(named) FROM \"\(table)\" WHERE rowid = ?", arguments: [next])
        return row.map { (next, ($0, tooLong)) }
    }

    /// Checks that `table` is a table with every one of `columns`.
    private func checkTable(_ table: String, columns: [String], record: CatalogRecord)
        throws(CatalogError)
    {
        do {
            guard try db.tableExists(table) else {
                // A view (or anything else by that name) has no rowid, so no catalog order.
                if let kind = try String.fetchOne(
                    db, sql: "SELECT type FROM sqlite_master WHERE name = ? COLLATE NOCASE",
                    arguments: [table])
                {
                    throw CatalogError.invalid(
                        .wrongType(
                            subject: "\"\(table)\"", expected: "a table (its rows in rowid order)",
                            found: "a \(kind)"), at: CatalogPlace())
                }
                throw CatalogError.invalid(.missingField(table), at: CatalogPlace())
            }
            let present = Set(try db.columns(in: table).map(\.name))
            if let missing = columns.first(where: { !present.contains($0) }) {
                throw CatalogError.invalid(.missingField(missing), at: CatalogPlace(record: record))
            }
        } catch let error as CatalogError {
            throw error
        } catch {
            throw .unreadable(reason: CatalogStoreError.reason(error))
        }
    }
}
