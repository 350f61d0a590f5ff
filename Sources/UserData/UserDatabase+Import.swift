import GRDB
import Storefront

extension UserDatabase {
    /// Brings in what an older Aisle kept in `cart.json` and `orders.json`, in one transaction.
    /// Safe to repeat (a crash before the files were renamed imports them again): a cart line
    /// already in the database keeps its quantity, and an order already there (same number,
    /// same time) is not added twice. Each line must name its catalog.
    public func importLegacy(cart: Cart, orders: [Order], profile: ShippingAddress?)
        throws(UserDataError)
    {
        try write { db in
            for order in orders {
                let known = try Bool.fetchOne(
                    db,
                    sql: """
                        SELECT EXISTS (SELECT 1 FROM placedOrder
                        WHERE customer = ? AND number = ? AND placedAt = ?)
                        """,
                    arguments: [customer, order.id.rawValue, order.placedAt])
                if known != true { try insert(order, key: nil, db) }
            }
            for line in cart.lines {
                guard let catalog = line.catalog else { continue }
                try db.execute(
                    sql: """
                        INSERT OR IGNORE INTO cartLine
                        (customer, catalog, product, quantity, priceWhenAdded)
                        VALUES (?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        customer, catalog, line.product.rawValue,
                        CartLine.clamped(line.quantity), line.priceWhenAdded,
                    ])
            }
            if let profile, try self.profile(db) == nil { try save(profile, db) }
        }
    }
}
