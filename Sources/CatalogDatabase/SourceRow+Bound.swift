import GRDB
import Storefront

/// A SQLite catalog's fields bounded while read: each column is selected as its value, NULL
/// when longer than the bound, beside its length in bytes (`"<column> bytes"`), so a 900 MB
/// description is measured and refused by SQLite instead of copied into Aisle whole (2.6 GB
/// at its peak before). SQLite 3.40 has no `octet_length()`; the length of the value cast to
/// a blob is its size in bytes.
enum SourceBound {
    /// The SELECT items for `column` (a name, or an expression such as `NULL`) under `alias`.
    static func select(_ column: String, as alias: String? = nil, bound: Int) -> String {
        let name = alias ?? column
        let value = column == "NULL" ? "NULL" : "\"\(column)\""
        let bytes = "length(CAST(\(value) AS BLOB))"
        return "CASE WHEN \(bytes) > \(bound) THEN NULL ELSE \(value) END AS \"\(name)\", "
            + "\(bytes) AS \"\(name) bytes\""
    }
}

extension SourceRow {
    /// Whether `column` holds nothing (NULL), as opposed to a value too long to read.
    func isNull(_ column: String) -> Bool {
        (row[column] as DatabaseValue).isNull && overBound(column) == nil
    }

    /// The length in bytes of `column`'s value when it is past the bound.
    func overBound(_ column: String) -> Int? {
        guard let bytes = row["\(column) bytes"] as Int?, bytes > bound else { return nil }
        return bytes
    }

    /// Throws when `column`'s value was too long to read.
    func checkBound(_ column: String) throws(CatalogError) {
        guard let bytes = overBound(column) else { return }
        throw .invalid(
            .tooLong(field: column, maximum: bound, unit: "bytes of UTF-8", found: bytes),
            at: CatalogPlace(record: record))
    }
}
