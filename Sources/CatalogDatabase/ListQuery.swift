import GRDB
import Storefront

/// The SQL of one group of a list (`ListPages`): which rows, in which order, and how to go on
/// from the last row fetched. Rows come from `product`, joined to the full-text index when the
/// list is a search or filtered; the order is the sort key then the position (all reversed for
/// a descending order, so one index serves both directions).
struct ListQuery: Sendable {
    /// The FTS5 expression rows must match, if any.
    var match: String?
    /// A condition on `p` (the product row) and its argument, if any.
    var condition: (sql: String, argument: String)?
    /// The sort key column (`p.position` in catalog order).
    var key: String
    /// Whether rows come in descending key order.
    var descending: Bool

    /// The groups of `listing`, in list order; none for a search with no words. `shelf` is the
    /// full-text token of a category's or seller's list (`CatalogImporter.shelfTokens`): a
    /// filtered shelf is one full-text query, never a join that checks each match's row.
    static func groups(for listing: ProductListing, shelf: String?) -> [ListQuery] {
        var base = ListQuery(
            match: nil, condition: nil, key: key(for: listing.order),
            descending: listing.order.isDescending)
        let filter = listing.filter.flatMap(FullTextQuery.expression(for:))
        let onShelf = shelf.map { "{shelf} : \"\($0)\"" }
        switch listing.source {
        case .category(let id):
            base.condition = filter != nil && onShelf != nil ? nil : ("p.category = ?", id.rawValue)
        case .seller(let id):
            base.condition = filter != nil && onShelf != nil ? nil : ("p.seller = ?", id.rawValue)
        case .search(let query):
            // Sorted results (relevance order is `RankedSearch`'s): the product whose id is
            // the query first, then the other matches.
            var pinned = base
            pinned.match = filter
            pinned.condition = ("p.id = ?", query.identifier)
            guard let words = FullTextQuery.expression(for: query) else { return [pinned] }
            base.match = FullTextQuery.all([words, filter])
            base.condition = ("p.id != ?", query.identifier)
            return [pinned, base]
        }
        base.match = filter.map { FullTextQuery.all([$0, onShelf]) ?? $0 }
        return [base]
    }

    private static func key(for order: ProductOrder) -> String {
        switch order {
        case .catalog: "p.position"
        case .name: "p.sortName"
        case .priceUp, .priceDown: "p.price"
        case .stock: "p.stock"
        }
    }

    /// The position column to order by: the index's rowid when there is a match, so FTS5 hands
    /// rows over in order and takes the `rowid > ?` bound itself instead of sorting them all.
    private var position: String { match == nil ? "p.position" : "productSearch.rowid" }

    /// Whether rows need the product table (a condition or a sort key on it).
    private var needsProducts: Bool { match == nil || condition != nil || key != "p.position" }

    /// `FROM … WHERE …` with its arguments.
    private func source() -> (sql: String, arguments: [DatabaseValueConvertible]) {
        var sql =
            match == nil
            ? "FROM product p"
            : needsProducts
                // CROSS JOIN keeps the full-text index the outer loop: the other way round,
                // SQLite would run the text query once per product of the shelf.
                ? "FROM productSearch CROSS JOIN product p ON p.position = productSearch.rowid"
                : "FROM productSearch"
        var conditions: [String] = []
        var arguments: [DatabaseValueConvertible] = []
        if let match {
            conditions.append("productSearch MATCH ?")
            arguments.append(match)
        }
        if let condition {
            conditions.append(condition.sql)
            arguments.append(condition.argument)
        }
        if !conditions.isEmpty { sql += " WHERE " + conditions.joined(separator: " AND ") }
        return (sql, arguments)
    }

    /// Whether the group is read whole when first asked for (`positions(_:)`): a filtered
    /// list in catalog order. Most of its full-text query's cost is set-up (a short prefix
    /// such as `ke` merges the entries of every word it starts), so one pass that gives the
    /// count, every row and where each product stands costs less than a count, a page and
    /// a look-up that would each pay it again.
    var readsWhole: Bool { match != nil && key == "p.position" }

    /// Every row's position, in order.
    func positions(_ db: Database) throws -> [Int] {
        let (sql, arguments) = source()
        let direction = descending ? "DESC" : "ASC"
        return try Int.fetchAll(
            db.cachedStatement(sql: "SELECT \(position) \(sql) ORDER BY \(position) \(direction)"),
            arguments: StatementArguments(arguments))
    }

    /// How many rows the group holds.
    func count(_ db: Database) throws -> Int {
        let (sql, arguments) = source()
        return try Int.fetchOne(
            db.cachedStatement(sql: "SELECT count(*) " + sql),
            arguments: StatementArguments(arguments)) ?? 0
    }

    /// Where the product with `id` stands in this group: how many rows come before it, and its
    /// sort key and position (where `ListPages` can start reading the rows around it); nil
    /// when the group does not hold it. The product's row first (by id), then whether the
    /// group holds it (one row, by position), then an indexed count of the rows before it.
    func index(
        of id: ProductID, _ db: Database
    ) throws -> (index: Int, key: DatabaseValue, position: Int)? {
        guard
            let row = try Row.fetchOne(
                db.cachedStatement(sql: "SELECT p.position, \(key) FROM product p WHERE p.id = ?"),
                arguments: [id.rawValue])
        else { return nil }
        let product: Int = row[0]
        let value: DatabaseValue = row[1]
        let (sql, arguments) = source()
        let and = sql.contains(" WHERE ") ? " AND " : " WHERE "
        guard
            try Int.fetchOne(
                db.cachedStatement(sql: "SELECT 1 \(sql)\(and)\(position) = ?"),
                arguments: StatementArguments(arguments + [product])) != nil
        else { return nil }
        let comparison = descending ? ">" : "<"
        let earlier: String
        let bounds: [DatabaseValueConvertible]
        if key == "p.position" {
            (earlier, bounds) = ("\(position) \(comparison) ?", [product])
        } else {
            (earlier, bounds) = ("(\(key), p.position) \(comparison) (?, ?)", [value, product])
        }
        let index = try Int.fetchOne(
            db.cachedStatement(sql: "SELECT count(*) \(sql)\(and)\(earlier)"),
            arguments: StatementArguments(arguments + bounds))
        return index.map { ($0, value, product) }
    }

    /// Up to `limit` rows after `after` (the last row's key and position), in order; with
    /// `backward`, the rows before it, nearest first.
    func page(
        after: (key: DatabaseValue, position: Int)?, limit: Int, backward: Bool = false,
        _ db: Database
    ) throws -> [(position: Int, key: DatabaseValue)] {
        var (sql, arguments) = source()
        let downward = descending != backward
        let direction = downward ? "DESC" : "ASC"
        if let after {
            let comparison = downward ? "<" : ">"
            sql += (sql.contains(" WHERE ") ? " AND " : " WHERE ")
            if key == "p.position" {
                sql += "\(position) \(comparison) ?"
                arguments.append(after.position)
            } else {
                sql += "(\(key), p.position) \(comparison) (?, ?)"
                arguments += [after.key, after.position]
            }
        }
        let order =
            key == "p.position"
            ? "\(position) \(direction)" : "\(key) \(direction), p.position \(direction)"
        let selected = key == "p.position" ? "\(position), NULL" : "p.position, \(key)"
        let rows = try Row.fetchAll(
            db.cachedStatement(sql: "SELECT \(selected) \(sql) ORDER BY \(order) LIMIT ?"),
            arguments: StatementArguments(arguments + [limit]))
        return rows.map { (position: $0[0], key: $0[1]) }
    }
}
