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
    /// The key placed an order of other lines, or of a cart that has changed since (a key
    /// left in a session another window's order used, the cart filled again): nothing was
    /// placed; the request needs a new key.
    case keyUsed
    /// The shop sells from another catalog edition than the one this order's stock is counted
    /// in (another host moved it with `--new-catalog-edition` while this session ran on the
    /// old file, whose stock figures no longer hold): nothing was placed, the cart is as it
    /// was. Only a shop on PostgreSQL has several hosts, and so another edition.
    case catalogMoved
}

extension UserDatabase {
    /// How many order numbers `place` draws before it gives up: with numbers of six characters
    /// from 31 per day, more than a few taken in a row means the random source is broken, and
    /// the write lock is not held while it spins.
    public static let maximumNumberDraws = 8

    /// Places `request` from `catalog`'s cart in one IMMEDIATE transaction: the order its key
    /// already placed if there is one and the cart is as that order left it; else, if the cart
    /// on disk is exactly what Review showed, the order (numbered by `number`, which is asked
    /// again while the number is taken, at most `maximumNumberDraws` times, and timed
    /// `placedAt`) is inserted and its lines leave the cart, together. Returns what it found,
    /// the row of an order it inserted, and the cart on disk afterwards.
    /// Stock is counted against `stock`'s edition (placing counts the order's units there).
    /// A commit whose sync failed throws `.unconfirmed`: the order may be kept or not.
    public func place(
        _ request: OrderRequest, catalog: String, placedAt: String,
        stock: StockEdition? = nil, number: () -> OrderID
    ) throws(UserDataError) -> (placement: Placement, row: Int64?, cart: Cart) {
        guard !isReadOnly else { throw .readOnly(path: path) }
        var committing = false
        do {
            return try queue.write { db in
                let found = try placing(
                    request, catalog: catalog, placedAt: placedAt, stock: stock, number: number,
                    db)
                committing = true
                return found
            }
        } catch {
            throw UserDataError(committing: committing, error, path: path)
        }
    }

    private func placing(
        _ request: OrderRequest, catalog: String, placedAt: String, stock: StockEdition?,
        number: () -> OrderID, _ db: Database
    ) throws -> (placement: Placement, row: Int64?, cart: Cart) {
        if let (placed, revision) = try placedOrder(key: request.key, db) {
            // The same order again (Enter twice, or again after a crash) is that order, while
            // the cart is as its placing left it; the key on another cart, or on a cart filled
            // again since (another window ordered with a key both had), is a key left behind,
            // never a reason to confirm.
            let same =
                placed.lines.map { [$0.product: $0.quantity] }
                == request.lines.map { [$0.product: $0.quantity] }
            let untouched = try revision.map { try $0 == cartRevision(catalog: catalog, db) }
            return (
                same && untouched != false ? .alreadyPlaced(placed) : .keyUsed, nil,
                try cart(db, catalog: catalog)
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
        guard let id = try freeNumber(number, db) else {
            throw UserDataError.noFreeOrderNumber(path: path)
        }
        guard let order = request.order(id: id, placedAt: placedAt) else {
            // The runtime's numbers and times are well-formed; a request that is not
            // cannot be kept, and is refused as a failed write rather than half-kept.
            throw DatabaseError(resultCode: .SQLITE_CONSTRAINT, message: "not an order")
        }
        try apply(request.cart.lines.map { .remove($0.product) }, catalog: catalog, db)
        let revision = try bumpCartRevision(catalog: catalog, db)
        let row = try insert(order, key: request.key, cartRevision: revision, db)
        if let stock { try count(order.lines, in: stock, order: row, db) }
        return (.placed(order), row, Cart())
    }

    /// A number from `number` that no order has, drawn at most `maximumNumberDraws` times.
    private func freeNumber(_ number: () -> OrderID, _ db: Database) throws -> OrderID? {
        for _ in 0..<Self.maximumNumberDraws {
            let id = number()
            if try !hasOrder(numbered: id, db) { return id }
        }
        return nil
    }

    /// What became of the order placed with `key` whose commit could not be confirmed: the
    /// order if it is kept; nil if it is not, and now never will be (a write to the cart's
    /// count was committed and synced after it, so the unconfirmed transaction's frames in
    /// the WAL can no longer be taken for a commit by a recovery). Throws while it cannot
    /// tell (the sync fails again, say).
    public func resolve(_ key: OrderKey, catalog: String) throws(UserDataError) -> Order? {
        guard !isReadOnly else { throw .readOnly(path: path) }
        var committing = false
        do {
            return try queue.write { db in
                if let (order, _) = try placedOrder(key: key, db) { return order }
                try bumpCartRevision(catalog: catalog, db)
                committing = true
                return nil
            }
        } catch {
            throw UserDataError(committing: committing, error, path: path)
        }
    }

    /// This customer's order placed with `key`, if there is one (a read: it says what this
    /// connection sees, for a key whose placing was answered).
    public func order(placedWith key: OrderKey) throws(UserDataError) -> Order? {
        try read { try placedOrder(key: key, $0)?.order }
    }
}

extension UserDataError {
    /// A failure of a write transaction; `committing` when its body had finished, so the
    /// failure came at the commit. A sync that failed there leaves the outcome unknown: the
    /// commit's frames are in the WAL, and a recovery after a crash may find them whole.
    init(committing: Bool, _ error: any Error, path: String) {
        // Any I/O error at the commit but a failed write or read of the frames (then no valid
        // commit frame was written): SQLITE_IOERR_FSYNC above all, and a plain SQLITE_IOERR,
        // which SQLite reports for the same failed sync on some paths.
        if committing, let error = error as? DatabaseError,
            error.extendedResultCode.rawValue & 0xff == 10,
            ![266, 522, 778].contains(error.extendedResultCode.rawValue)
        {
            self = .unconfirmed(path: path, code: error.extendedResultCode.rawValue)
        } else {
            self.init(error, path: path)
        }
    }
}
