import GRDB
import Storefront

extension UserDatabase {
    /// `catalog`'s cart lines as they are on disk, oldest first.
    static func cart(_ db: Database, catalog: String) throws -> Cart {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT product, quantity, priceWhenAdded FROM cartLine
                WHERE catalog = ? ORDER BY rowid
                """, arguments: [catalog])
        return Cart(
            lines: rows.compactMap { row in
                guard let product: String = row["product"], let quantity: Int = row["quantity"]
                else { return nil }
                return CartLine(
                    product: ProductID(product), quantity: quantity,
                    priceWhenAdded: row["priceWhenAdded"])
            })
    }

    /// Applies `changes` to `catalog`'s lines as they are now (see `CartChange`).
    static func apply(_ changes: [CartChange], catalog: String, _ db: Database) throws {
        for change in changes {
            switch change {
            case .remove(let product):
                try db.execute(
                    sql: "DELETE FROM cartLine WHERE catalog = ? AND product = ?",
                    arguments: [catalog, product.rawValue])
            case .adjust(let product, let delta, let price, let removingEmpty):
                try adjust(
                    product, by: delta, price: price, removingEmpty: removingEmpty,
                    catalog: catalog, db)
            }
        }
    }

    private static func adjust(
        _ product: ProductID, by delta: Int, price: Int?, removingEmpty: Bool, catalog: String,
        _ db: Database
    ) throws {
        let arguments: StatementArguments = [catalog, product.rawValue]
        let current = try Int.fetchOne(
            db, sql: "SELECT quantity FROM cartLine WHERE catalog = ? AND product = ?",
            arguments: arguments)
        guard let current else {
            guard delta > 0 else { return }
            try db.execute(
                sql: """
                    INSERT INTO cartLine (catalog, product, quantity, priceWhenAdded)
                    VALUES (?, ?, ?, ?)
                    """,
                arguments: [catalog, product.rawValue, min(delta, CartLine.maximumQuantity), price])
            return
        }
        let quantity = current + delta
        if quantity < 1, removingEmpty {
            try db.execute(
                sql: "DELETE FROM cartLine WHERE catalog = ? AND product = ?", arguments: arguments)
            return
        }
        try db.execute(
            sql: """
                UPDATE cartLine SET quantity = ?, priceWhenAdded = coalesce(?, priceWhenAdded)
                WHERE catalog = ? AND product = ?
                """,
            arguments: [
                min(max(quantity, 1), CartLine.maximumQuantity), price, catalog, product.rawValue,
            ])
    }

    /// Empties `catalog`'s cart, or every catalog's when nil (`aisle reset --all`); returns
    /// how many lines went.
    public func emptyCart(catalog: String?) throws(UserDataError) -> Int {
        try write { db in
            if let catalog {
                try db.execute(sql: "DELETE FROM cartLine WHERE catalog = ?", arguments: [catalog])
            } else {
                try db.execute(sql: "DELETE FROM cartLine")
            }
            return db.changesCount
        }
    }
}
