import PostgresNIO
import Storefront
import UserData

extension PostgresShopStore {
    /// Keeps `order` as its JSON (the same document as SQLite's), with its key and the cart's
    /// revision its placing left; returns its row.
    func insert(
        _ order: Order, key: OrderKey?, cartRevision: Int64?, _ c: PostgresConnection
    ) async throws -> Int64 {
        let document = try OrderDocument.encode(order)
        return try await c.rows(
            """
            INSERT INTO placedOrder
                (number, placedAt, document, orderKey, customer, cartRevision)
            VALUES (\(order.id.rawValue), \(order.placedAt), \(document), \(key?.rawValue),
                \(customer), \(cartRevision))
            RETURNING id
            """
        ).first?.decode(Int64.self) ?? 0
    }

    /// This customer's order placed with `key`, and the cart revision its placing left.
    func placedOrder(key: OrderKey, _ c: PostgresConnection) async throws
        -> (order: Order, revision: Int64?)?
    {
        guard
            let row = try await c.rows(
                """
                SELECT document, cartRevision FROM placedOrder
                WHERE orderKey = \(key.rawValue) AND customer = \(customer)
                """
            ).first
        else { return nil }
        let (document, revision) = try row.decode((String, Int64?).self)
        return OrderDocument.decode(document).map { ($0, revision) }
    }

    /// Whether an order numbered `id` is kept.
    func hasOrder(numbered id: OrderID, _ c: PostgresConnection) async throws -> Bool {
        try await !c.rows("SELECT 1 FROM placedOrder WHERE number = \(id.rawValue) LIMIT 1")
            .isEmpty
    }

    /// This customer's orders, oldest first, with how many could not be read and their keys.
    func orders(_ c: PostgresConnection) async throws -> (
        orders: [Order], unreadable: Int, keys: Set<OrderKey>
    ) {
        var orders: [Order] = []
        var unreadable = 0
        var keys: Set<OrderKey> = []
        for row in try await c.rows(
            """
            SELECT document, status, orderKey FROM placedOrder
            WHERE customer = \(customer) ORDER BY id
            """)
        {
            let (document, status, key) = try row.decode((String, String, String?).self)
            if let key { keys.insert(OrderKey(key)) }
            if var order = OrderDocument.decode(document) {
                order.status = OrderStatus(rawValue: status) ?? .placed
                orders.append(order)
            } else {
                unreadable += 1
            }
        }
        return (orders, unreadable, keys)
    }

    /// The status of each of this customer's orders that is no longer just placed.
    func statuses(_ c: PostgresConnection) async throws -> [OrderID: OrderStatus] {
        var statuses: [OrderID: OrderStatus] = [:]
        for row in try await c.rows(
            """
            SELECT number, status FROM placedOrder
            WHERE customer = \(customer) AND status <> 'placed'
            """)
        {
            let (number, status) = try row.decode((String, String).self)
            if let status = OrderStatus(rawValue: status) { statuses[OrderID(number)] = status }
        }
        return statuses
    }

    /// Units ordered of each product of `stock`'s edition, by every customer.
    func unitsOrdered(_ stock: StockEdition, _ c: PostgresConnection) async throws
        -> [ProductID: Int]
    {
        var units: [ProductID: Int] = [:]
        for row in try await c.rows(
            """
            SELECT product, units FROM unitsOrdered
            WHERE catalog = \(stock.catalog) AND edition = \(stock.edition)
            """)
        {
            let (product, count) = try row.decode((String, Int).self)
            units[ProductID(product)] = count
        }
        return units
    }

    /// Counts `lines` of the order in row `order` against `stock`'s edition, and notes the
    /// edition on the order so a cancellation gives them back there.
    func count(
        _ lines: [OrderLine], in stock: StockEdition, order: Int64, _ c: PostgresConnection
    ) async throws {
        try await c.run(
            """
            UPDATE placedOrder SET stockCatalog = \(stock.catalog), stockEdition = \(stock.edition)
            WHERE id = \(order)
            """)
        for line in lines {
            try await c.run(
                """
                INSERT INTO unitsOrdered (catalog, edition, product, units)
                VALUES (\(stock.catalog), \(stock.edition), \(line.product.rawValue), \(line.quantity))
                ON CONFLICT (catalog, edition, product)
                DO UPDATE SET units = unitsOrdered.units + excluded.units
                """)
        }
    }

    /// The first line of `request` asking for more than is left, with how many are left.
    func shortLine(of request: OrderRequest, in stock: StockEdition, _ c: PostgresConnection)
        async throws -> (line: OrderLine, left: Int)?
    {
        let ordered = try await unitsOrdered(stock, c)
        for line in request.lines {
            guard let stock = request.stock[line.product] else { continue }
            let left = max(0, stock - (ordered[line.product] ?? 0))
            if line.quantity > left { return (line, left) }
        }
        return nil
    }

    /// Gives the units of the order in row `order` back to the edition they were counted
    /// against; false when the order does not say which.
    func restock(order: Int64, lines: [OrderLine], _ c: PostgresConnection) async throws -> Bool {
        guard
            let row = try await c.rows(
                "SELECT stockCatalog, stockEdition FROM placedOrder WHERE id = \(order)"
            ).first,
            case let (catalog?, edition?) = try row.decode((String?, String?).self)
        else { return false }
        for line in lines {
            try await c.run(
                """
                UPDATE unitsOrdered SET units = greatest(0, units - \(line.quantity))
                WHERE catalog = \(catalog) AND edition = \(edition)
                    AND product = \(line.product.rawValue)
                """)
        }
        return true
    }
}
