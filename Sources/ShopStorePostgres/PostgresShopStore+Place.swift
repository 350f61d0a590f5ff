import PostgresNIO
import Storefront
import UserData

extension PostgresShopStore {
    /// Places `request` as `UserDatabase.place` does, in one transaction (its rows locked
    /// first, or SERIALIZABLE and run again while the server cannot serialize it:
    /// `PlacingIsolation`): the key's order if it has one; else, when the
    /// cart is what Review showed and the stock suffices, the order, its lines out of the
    /// cart and its units counted, together. A lost connection or no answer after COMMIT was
    /// sent is `.unconfirmed`: `resolve` tells later.
    public func place(
        _ request: OrderRequest, catalog: String, placedAt: String, stock: StockEdition?,
        number: () -> OrderID
    ) throws(UserDataError) -> (placement: Placement, row: Int64?, cart: Cart) {
        // Drawn here, where `number` may be called: the transaction runs on other threads.
        let numbers = (0..<UserDatabase.maximumNumberDraws).map { _ in number() }
        let locking = placingIsolation == .rowLocks
        return try transaction(
            locking ? .latest : .serializable, ordering: true,
            notifying: ShopChange(.order, customer: customer)
        ) { [self] c in
            if locking { try await lockForPlacing(request, catalog: catalog, stock: stock, c) }
            return try await placing(
                request, catalog: catalog, placedAt: placedAt, stock: stock, numbers: numbers, c)
        }
    }

    /// `PlacingIsolation.rowLocks`: takes, before anything is read, the customer's cart
    /// revision row (another placing or cart change of theirs waits) and the units-ordered row
    /// of each product ordered, in product order so that two placings never wait on each
    /// other crosswise; rows not there yet are made first, so there is a row to lock.
    private func lockForPlacing(
        _ request: OrderRequest, catalog: String, stock: StockEdition?, _ c: PostgresConnection
    ) async throws {
        try await c.run(
            """
            INSERT INTO cartRevision (customer, catalog, revision)
            VALUES (\(customer), \(catalog), 0) ON CONFLICT DO NOTHING
            """)
        try await c.run(
            """
            SELECT revision FROM cartRevision
            WHERE customer = \(customer) AND catalog = \(catalog) FOR UPDATE
            """)
        guard let stock else { return }
        for product in Set(request.lines.map(\.product.rawValue)).sorted() {
            try await c.run(
                """
                INSERT INTO unitsOrdered (catalog, edition, product, units)
                VALUES (\(stock.catalog), \(stock.edition), \(product), 0)
                ON CONFLICT DO NOTHING
                """)
            try await c.run(
                """
                SELECT units FROM unitsOrdered
                WHERE catalog = \(stock.catalog) AND edition = \(stock.edition)
                    AND product = \(product)
                FOR UPDATE
                """)
        }
    }

    private func placing(
        _ request: OrderRequest, catalog: String, placedAt: String, stock: StockEdition?,
        numbers: [OrderID], _ c: PostgresConnection
    ) async throws -> (placement: Placement, row: Int64?, cart: Cart) {
        if let (placed, revision) = try await placedOrder(key: request.key, c) {
            let same =
                placed.lines.map { [$0.product: $0.quantity] }
                == request.lines.map { [$0.product: $0.quantity] }
            let current = try await cartRevision(catalog: catalog, c)
            let untouched = revision.map { $0 == current }
            return (
                same && untouched != false ? .alreadyPlaced(placed) : .keyUsed, nil,
                try await cart(c, catalog: catalog)
            )
        }
        let onDisk = try await cart(c, catalog: catalog)
        if let stock, try await sellsFromAnotherEdition(than: stock, c) {
            return (.catalogMoved, nil, onDisk)
        }
        guard request.matches(onDisk) else { return (.cartChanged(onDisk), nil, onDisk) }
        if let stock, let (line, left) = try await shortLine(of: request, in: stock, c) {
            let lowered: CartChange =
                left == 0
                ? .remove(line.product)
                : .adjust(line.product, by: left - line.quantity, price: nil)
            try await apply([lowered], catalog: catalog, c)
            let now = try await cart(c, catalog: catalog)
            return (.shortOfStock(line, left: left, cart: now), nil, now)
        }
        var free: OrderID?
        for candidate in numbers {
            if try await !hasOrder(numbered: candidate, c) {
                free = candidate
                break
            }
        }
        guard let id = free else { throw UserDataError.noFreeOrderNumber(path: path) }
        guard let order = request.order(id: id, placedAt: placedAt) else {
            throw UserDataError.unexpected(path: path, description: "not an order")
        }
        try await apply(request.cart.lines.map { .remove($0.product) }, catalog: catalog, c)
        let revision = try await bumpCartRevision(catalog: catalog, c)
        let row = try await insert(order, key: request.key, cartRevision: revision, c)
        if let stock { try await count(order.lines, in: stock, order: row, c) }
        return (.placed(order), row, Cart())
    }

    /// Whether the shop has moved to another catalog edition than `stock`'s (`shopCatalog`,
    /// `claimCatalogEdition`): counting this order against the old edition could sell units
    /// the new file no longer has. Placings hold `PostgresSchema.editionLockKey` shared and a
    /// move holds it alone, so a move waits for the placings under way and they for it — an
    /// advisory lock, in memory, where a `FOR SHARE` on the one row would write to it at every
    /// placing. A catalog with no edition (one held in memory) and a shop that never recorded
    /// one are not compared.
    private func sellsFromAnotherEdition(than stock: StockEdition, _ c: PostgresConnection)
        async throws -> Bool
    {
        guard !stock.edition.isEmpty else { return false }
        try await c.run("SELECT pg_advisory_xact_lock_shared(\(PostgresSchema.editionLockKey))")
        let shop = try await c.rows("SELECT edition FROM shopCatalog WHERE id = 1")
            .first.map { try $0.decode(String.self) }
        return shop.map { $0 != stock.edition } ?? false
    }

    /// What became of the order placed with `key` whose commit was not answered: its
    /// transaction held the cart's revision row, so taking that row's lock waits until the
    /// server has finished with it; then the order is there (kept) or not (never will be).
    public func resolve(_ key: OrderKey, catalog: String) throws(UserDataError) -> Order? {
        try transaction(.latest) { [self] c in
            // A row the lost transaction inserted is waited for by the insert, one it updated
            // by the lock; the count itself is left as it is.
            try await c.run(
                """
                INSERT INTO cartRevision (customer, catalog, revision)
                VALUES (\(customer), \(catalog), 0) ON CONFLICT DO NOTHING
                """)
            try await c.run(
                """
                SELECT revision FROM cartRevision
                WHERE customer = \(customer) AND catalog = \(catalog) FOR UPDATE
                """)
            return try await placedOrder(key: key, c)?.order
        }
    }

    /// This customer's order placed with `key`, if there is one.
    public func order(placedWith key: OrderKey) throws(UserDataError) -> Order? {
        try read { [self] c in try await placedOrder(key: key, c)?.order }
    }
}
