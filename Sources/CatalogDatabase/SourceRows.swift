import GRDB
import Storefront

/// The rows of a SQLite catalog's tables, read in `rowid` order with their fields checked the
/// way the JSON reader checks them (`missing field "price"`, `"stock" should be an integer`).
struct SourceRows {
    let db: Database
    /// The most bytes a field may have to be read at all (`SourceBound`).
    var bound = Catalog.maximumTextBytes

    /// The one row of `catalog`'s `currency`.
    func currency() throws(CatalogError) -> String {
        do {
            let sql = "SELECT \(SourceBound.select("currency", bound: bound)) FROM catalog"
            guard let row = try Row.fetchOne(db, sql: sql) else {
                throw CatalogError.invalid(.missingField("currency"), at: CatalogPlace())
            }
            return try SourceRow(row: row, record: nil, bound: bound).text("currency")
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
        let table = list.rawValue
        let cursor: RowCursor
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
                throw CatalogError.invalid(
                    .missingField(missing), at: CatalogPlace(record: CatalogRecord(list, 0)))
            }
            let names = columns.map { SourceBound.select($0, bound: bound) }
                .joined(separator: ", ")
            cursor = try Row.fetchCursor(db, sql: "SELECT \(names) FROM \(table) ORDER BY rowid")
        } catch let error as CatalogError {
            throw error
        } catch {
            throw .unreadable(reason: CatalogStoreError.reason(error))
        }
        var index = 0
        while true {
            let row: Row?
            do {
                row = try cursor.next()
            } catch {
                throw .unreadable(reason: CatalogStoreError.reason(error))
            }
            guard let row else { return }
            let id = row["id"] as String?
            try body(
                CatalogRecord(list, index, id: id),
                SourceRow(row: row, record: CatalogRecord(list, index, id: id), bound: bound))
            index += 1
        }
    }
}

/// One row of a SQLite catalog, its fields read with the JSON reader's checks.
struct SourceRow {
    let row: Row
    let record: CatalogRecord?
    /// The bound the row's fields were read under (`SourceBound`).
    let bound: Int

    /// The record's id (or another column held to the id rule), which must pass
    /// `Catalog.isValidID`.
    func id(_ column: String = "id") throws(CatalogError) -> String {
        let id = try text(column)
        guard Catalog.isValidID(id) else { throw problem(.invalidID(id)) }
        return id
    }

    /// The text in `column`.
    func text(_ column: String) throws(CatalogError) -> String {
        try checkBound(column)
        switch row[column] as DatabaseValue {
        case let value where value.isNull: throw problem(.missingField(column))
        case let value:
            guard let text = String.fromDatabaseValue(value), case .string = value.storage else {
                throw problem(
                    .wrongType(subject: "\"\(column)\"", expected: "a string", found: "\(value)"))
            }
            return text
        }
    }

    /// The whole number in `column`.
    func integer(_ column: String) throws(CatalogError) -> Int {
        try checkBound(column)
        let value = row[column] as DatabaseValue
        guard !value.isNull else { throw problem(.missingField(column)) }
        guard case .int64(let number) = value.storage else {
            throw problem(
                .wrongType(subject: "\"\(column)\"", expected: "a whole number", found: "\(value)"))
        }
        return Int(number)
    }

    /// The `inventory` column (`Inventory`): NULL, or no such column, is counted.
    func inventory() throws(CatalogError) -> Inventory {
        guard row.hasColumn("inventory"), !isNull("inventory") else {
            return .counted
        }
        let text = try text("inventory")
        guard let inventory = Inventory(rawValue: text) else {
            throw problem(
                .wrongType(
                    subject: "\"inventory\"", expected: Inventory.spellings,
                    found: String(reflecting: String(text.prefix(24)))))
        }
        return inventory
    }

    /// The `stock` column; NULL where stock is not counted is none.
    func stock(inventory: Inventory) throws(CatalogError) -> Int {
        if inventory == .untracked, isNull("stock") { return 0 }
        return try integer("stock")
    }

    private func problem(_ problem: CatalogProblem) -> CatalogError {
        .invalid(problem, at: CatalogPlace(record: record))
    }
}
