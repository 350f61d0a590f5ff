import GRDB
import Storefront

/// One row of a SQLite catalog, its fields read with the JSON reader's checks.
struct SourceRow {
    let row: Row
    let record: CatalogRecord?
    /// The columns whose value SQLite would not read, longer than `bound` bytes
    /// (`SourceRows`); each reads as too long, never as absent.
    var tooLong: Set<String> = []
    /// The most bytes a value may have.
    var bound = Catalog.maximumTextBytes

    /// The record's id (or another column held to the id rule), which must pass
    /// `Catalog.isValidID`.
    func id(_ column: String = "id") throws(CatalogError) -> String {
        let id = try text(column)
        guard Catalog.isValidID(id) else { throw problem(.invalidID(id)) }
        return id
    }

    /// The text in `column`.
    func text(_ column: String) throws(CatalogError) -> String {
        try checkLength(column)
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
        try checkLength(column)
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

    /// Whether `column` holds nothing (NULL), as opposed to a value too long to read.
    func isNull(_ column: String) -> Bool {
        (row[column] as DatabaseValue).isNull && !tooLong.contains(column)
    }

    /// Throws when `column`'s value was too long for SQLite to read.
    private func checkLength(_ column: String) throws(CatalogError) {
        guard tooLong.contains(column) else { return }
        throw problem(.tooLong(field: column, maximum: bound, unit: "bytes of UTF-8", found: nil))
    }

    private func problem(_ problem: CatalogProblem) -> CatalogError {
        .invalid(problem, at: CatalogPlace(record: record))
    }
}
