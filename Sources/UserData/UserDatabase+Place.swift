import GRDB
import Storefront

/// What placing an order found; whatever it is, it is what the database holds.
public enum Placement: Equatable, Sendable {
    /// The order is committed, on disk (`synchronous = FULL`: the WAL was synced).
    case placed(Order)
    /// An order with this checkout's key was placed before (Enter pressed again, or again
    /// after a crash): that order, and nothing new.
    case alreadyPlaced(Order)
    /// The cart on disk is not the cart Review showed (another window changed or ordered it):
    /// nothing was placed; this is the cart as it is.
    case cartChanged(Cart)
    /// A line asks for more than is left (the catalog's stock less the units ordered since its
    /// import, by every customer): nothing was placed, and that line was lowered to what is
    /// left (or removed) in the same transaction; `cart` is the cart as it is now.
    case shortOfStock(OrderLine, left: Int, cart: Cart)
    /// The key placed an order of other lines (a key left in a session another window's
    /// order used): nothing was placed; the request needs a new key.
    case keyUsed
}

extension UserDatabase {
    /// Places `request` from `catalog`'s cart in one IMMEDIATE transaction: the order its key
    /// already placed if there is one; else, if the cart on disk is exactly what Review showed,
    /// the order (numbered by `number`, which is asked again while the number is taken, and
    /// timed `placedAt`) is inserted and its lines leave the cart, together. Returns what it
    /// found, the row of an order it inserted, and the cart on disk afterwards.
    /// Stock is counted against `stock`'s edition (placing counts the order's units there).
    public func place(
        _ request: OrderRequest, catalog: String, placedAt: String,
        stock: StockEdition? = nil, number: () -> OrderID
    ) throws(UserDataError) -> (placement: Placement, row: Int64?, cart: Cart) {
        guard !isReadOnly else { throw .readOnly(path: path) }
        return try write { db in
            if let placed = try order(key: request.key, db) {
                // The same order again (Enter twice, or after a crash) is that order; the key
                // on another cart is a key left behind, never a reason to confirm.
                let same =
                    placed.lines.map { [$0.product: $0.quantity] }
                    == request.lines.map { [$0.product: $0.quantity] }
                return (
                    same ? .alreadyPlaced(placed) : .keyUsed, nil, try cart(db, catalog: catalog)
                )
            }
            let onDisk = try cart(db, catalog: catalog)
            guard request.matches(onDisk) else { return (.cartChanged(onDisk), nil, onDisk) }
            if let stock, let (line, left) = try shortLine(of: request, in: stock, db) {
                let lowered: CartChange =
                    left == 0
                    ? .remove(line.product)
                    : .adjust(line.product, by: left - line.quantity, price: nil)
                try apply([lowered], catalog: catalog, db)
                let now = try cart(db, catalog: catalog)
                return (.shortOfStock(line, left: left, cart: now), nil, now)
            }
            var id = number()
            while try hasOrder(numbered: id, db) { id = number() }
            guard let order = request.order(id: id, placedAt: placedAt) else {
                // The runtime's numbers and times are well-formed; a request that is not
                // cannot be kept, and is refused as a failed write rather than half-kept.
                throw DatabaseError(resultCode: .SQLITE_CONSTRAINT, message: "not an order")
            }
            let row = try insert(order, key: request.key, db)
            try apply(request.cart.lines.map { .remove($0.product) }, catalog: catalog, db)
            if let stock { try count(order.lines, in: stock, order: row, db) }
            return (.placed(order), row, Cart())
        }
    }
}
