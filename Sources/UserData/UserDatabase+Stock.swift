import GRDB
import Storefront

/// Which import of which catalog stock is counted against: a catalog's key and its edition (a
/// re-imported catalog, with new stock figures, is a new edition and starts the count again).
public struct StockEdition: Sendable, Equatable {
    /// The catalog's `CatalogKey`.
    public var catalog: String
    /// Its import: the cache file's identity, or "" for a catalog held in memory.
    public var edition: String

    /// An edition of `catalog`.
    public init(catalog: String, edition: String) {
        self.catalog = catalog
        self.edition = edition
    }
}

extension UserDatabase {
    /// Units ordered of each product of `stock`'s edition, by every customer.
    public func unitsOrdered(_ stock: StockEdition) throws(UserDataError) -> [ProductID: Int] {
        try read { try unitsOrdered(stock, $0) }
    }

    /// Units ordered of each product of `stock`'s edition, by every customer.
    func unitsOrdered(_ stock: StockEdition, _ db: Database) throws -> [ProductID: Int] {
        let rows = try Row.fetchAll(
            db,
            sql: "SELECT product, units FROM unitsOrdered WHERE catalog = ? AND edition = ?",
            arguments: [stock.catalog, stock.edition])
        var units: [ProductID: Int] = [:]
        for row in rows {
            guard let product: String = row["product"], let count: Int = row["units"] else {
                continue
            }
            units[ProductID(product)] = count
        }
        return units
    }

    /// Counts `lines` (of the order in row `order`) as ordered in `stock`'s edition, and
    /// notes the edition on the order, so cancelling it gives the units back there.
    func count(_ lines: [OrderLine], in stock: StockEdition, order: Int64, _ db: Database) throws {
        try db.execute(
            sql: "UPDATE placedOrder SET stockCatalog = ?, stockEdition = ? WHERE id = ?",
            arguments: [stock.catalog, stock.edition, order])
        for line in lines {
            try db.execute(
                sql: """
                    INSERT INTO unitsOrdered (catalog, edition, product, units) VALUES (?, ?, ?, ?)
                    ON CONFLICT (catalog, edition, product) DO UPDATE SET units = units + excluded.units
                    """,
                arguments: [stock.catalog, stock.edition, line.product.rawValue, line.quantity])
        }
    }

    /// The first of `request`'s lines that asks for more than is left (the catalog's stock
    /// less the units ordered), with how many are left; nil when every line can be supplied.
    /// A line without a stock figure is of a product sold whether or not in stock
    /// (`OrderRequest.stock`): its units are counted, but never short.
    func shortLine(of request: OrderRequest, in stock: StockEdition, _ db: Database) throws
        -> (line: OrderLine, left: Int)?
    {
        let ordered = try unitsOrdered(stock, db)
        for line in request.lines {
            guard let stock = request.stock[line.product] else { continue }
            let left = max(0, stock - (ordered[line.product] ?? 0))
            if line.quantity > left { return (line, left) }
        }
        return nil
    }

    /// Gives the units of the order in row `order` back to the stock of the edition they were
    /// counted against (never below zero). Returns false when the order does not say which
    /// edition (placed before Aisle kept it, or without stock counting): nothing is changed.
    func restock(order: Int64, lines: [OrderLine], _ db: Database) throws -> Bool {
        guard
            let row = try Row.fetchOne(
                db, sql: "SELECT stockCatalog, stockEdition FROM placedOrder WHERE id = ?",
                arguments: [order]),
            let catalog: String = row["stockCatalog"], let edition: String = row["stockEdition"]
        else { return false }
        for line in lines {
            try db.execute(
                sql: """
                    UPDATE unitsOrdered SET units = max(0, units - ?)
                    WHERE catalog = ? AND edition = ? AND product = ?
                    """,
                arguments: [line.quantity, catalog, edition, line.product.rawValue])
        }
        return true
    }
}
