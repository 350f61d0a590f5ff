import GRDB
import Storefront

extension UserDatabase {
    /// `catalog`'s cart lines as they are on disk, oldest first.
    func cart(_ db: Database, catalog: String) throws -> Cart {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT product, quantity, priceWhenAdded, name FROM cartLine
                WHERE customer = ? AND catalog = ? ORDER BY rowid
                """, arguments: [customer, catalog])
        return Cart(
            lines: rows.compactMap { row in
                guard let product: String = row["product"], let quantity: Int = row["quantity"]
                else { return nil }
                return CartLine(
                    product: ProductID(product), quantity: quantity,
                    priceWhenAdded: row["priceWhenAdded"], name: row["name"])
            })
    }

    /// Applies `changes` to `catalog`'s lines as they are now, by the rule the cart on screen
    /// follows (`Cart.apply`): each change reads its line, applies, and writes the result.
    func apply(_ changes: [CartChange], catalog: String, _ db: Database) throws {
        for change in changes {
            let key: StatementArguments = [customer, catalog, change.product.rawValue]
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT quantity, priceWhenAdded, name FROM cartLine
                    WHERE customer = ? AND catalog = ? AND product = ?
                    """, arguments: key)
            var line = Cart(
                lines: row.map {
                    [
                        CartLine(
                            product: change.product, quantity: $0["quantity"],
                            priceWhenAdded: $0["priceWhenAdded"], name: $0["name"])
                    ]
                } ?? [])
            line.apply(change)
            switch (row, line.lines.first) {
            case (nil, nil): break
            case (_?, nil):
                try db.execute(
                    sql: "DELETE FROM cartLine WHERE customer = ? AND catalog = ? AND product = ?",
                    arguments: key)
            case (nil, let new?):
                try db.execute(
                    sql: """
                        INSERT INTO cartLine
                            (customer, catalog, product, quantity, priceWhenAdded, name)
                        VALUES (?, ?, ?, ?, ?, ?)
                        """, arguments: key + [new.quantity, new.priceWhenAdded, new.name])
            case (_?, let new?):
                try db.execute(
                    sql: """
                        UPDATE cartLine SET quantity = ?, priceWhenAdded = ?, name = ?
                        WHERE customer = ? AND catalog = ? AND product = ?
                        """, arguments: [new.quantity, new.priceWhenAdded, new.name] + key)
            }
        }
    }

    /// Empties `catalog`'s cart, or every catalog's when nil (`aisle reset --all`); returns
    /// how many lines went.
    public func emptyCart(catalog: String?) throws(UserDataError) -> Int {
        try write { db in
            if let catalog {
                try db.execute(
                    sql: "DELETE FROM cartLine WHERE customer = ? AND catalog = ?",
                    arguments: [customer, catalog])
            } else {
                try db.execute(
                    sql: "DELETE FROM cartLine WHERE customer = ?", arguments: [customer])
            }
            return db.changesCount
        }
    }
}
