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
    /// A change that alters a line moves the cart's revision on (`bumpCartRevision`).
    func apply(_ changes: [CartChange], catalog: String, _ db: Database) throws {
        var changed = false
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
                changed = true
                try db.execute(
                    sql: "DELETE FROM cartLine WHERE customer = ? AND catalog = ? AND product = ?",
                    arguments: key)
            case (nil, let new?):
                changed = true
                try db.execute(
                    sql: """
                        INSERT INTO cartLine
                            (customer, catalog, product, quantity, priceWhenAdded, name)
                        VALUES (?, ?, ?, ?, ?, ?)
                        """, arguments: key + [new.quantity, new.priceWhenAdded, new.name])
            case (_?, let new?):
                changed = true
                try db.execute(
                    sql: """
                        UPDATE cartLine SET quantity = ?, priceWhenAdded = ?, name = ?
                        WHERE customer = ? AND catalog = ? AND product = ?
                        """, arguments: [new.quantity, new.priceWhenAdded, new.name] + key)
            }
        }
        if changed { try bumpCartRevision(catalog: catalog, db) }
    }

    /// How many times `catalog`'s cart has changed (0 before its first change since the
    /// count began): an order keeps the count its placing left (`place`).
    func cartRevision(catalog: String, _ db: Database) throws -> Int64 {
        try Int64.fetchOne(
            db, sql: "SELECT revision FROM cartRevision WHERE customer = ? AND catalog = ?",
            arguments: [customer, catalog]) ?? 0
    }

    /// Counts one more change of `catalog`'s cart; returns the new count.
    @discardableResult
    func bumpCartRevision(catalog: String, _ db: Database) throws -> Int64 {
        try db.execute(
            sql: """
                INSERT INTO cartRevision (customer, catalog, revision) VALUES (?, ?, 1)
                ON CONFLICT (customer, catalog) DO UPDATE SET revision = revision + 1
                """, arguments: [customer, catalog])
        return try cartRevision(catalog: catalog, db)
    }

    /// Empties `catalog`'s cart, or every catalog's when nil (`aisle reset --all`); returns
    /// how many lines went.
    public func emptyCart(catalog: String?) throws(UserDataError) -> Int {
        try write { db in
            if let catalog {
                try db.execute(
                    sql: "DELETE FROM cartLine WHERE customer = ? AND catalog = ?",
                    arguments: [customer, catalog])
                let removed = db.changesCount
                if removed > 0 { try bumpCartRevision(catalog: catalog, db) }
                return removed
            }
            try db.execute(sql: "DELETE FROM cartLine WHERE customer = ?", arguments: [customer])
            let removed = db.changesCount
            try db.execute(
                sql: "UPDATE cartRevision SET revision = revision + 1 WHERE customer = ?",
                arguments: [customer])
            return removed
        }
    }
}
