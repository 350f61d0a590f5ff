import UserData

/// `aisle shop move`: a one-host shop's SQLite data copied into a PostgreSQL shop, in
/// transactions of a page of orders each, then one for the carts, addresses, units ordered
/// and the notices' start. Each row is copied unless its key is there already, so a move
/// stopped half way, or run twice, copies only what is missing. The SQLite file is only read.
public enum ShopMove {
    /// Orders copied per transaction: a page stays well inside a transaction's wait.
    public static let pageSize = 100

    /// Copies `source`'s shop into `store`; `movedAt` (ISO 8601 UTC) marks the orders that
    /// `--on-order` never was to announce (placed before notices started there), so the new
    /// shop does not announce them either.
    public static func run(
        from source: UserDatabase, to store: PostgresShopStore, movedAt: String,
        pageSize: Int = pageSize
    ) throws(UserDataError) -> ShopMoveTally {
        let rest = try source.exportRest()
        let before = try store.lastOrderRow()
        var tally = ShopMoveTally()
        var after: Int64 = 0
        while true {
            var page = try source.exportOrders(after: after, limit: pageSize)
            guard let last = page.last else { break }
            for index in page.indices where page[index].notice == nil {
                if rest.noticeStart.map({ page[index].row <= $0.afterRow }) ?? true {
                    page[index].notice = ShopRows.Notice(at: movedAt, outcome: quietOutcome)
                }
            }
            for imported in try store.importOrders(page) { tally.orders.add(imported.copied) }
            after = last.row
        }
        let copied = try store.importRest(rest, noticesAfter: before)
        tally.carts = copied.carts
        tally.cartLines = copied.cartLines
        tally.addresses = copied.addresses
        tally.editions = copied.editions
        return tally
    }

    /// The outcome noted for an order the old shop never was to announce.
    public static let quietOutcome = "not announced: placed before order notices, moved"
}

/// What `aisle shop move` copied, and what it found there already (left as it was).
public struct ShopMoveTally: Sendable, Equatable {
    /// Rows of one kind: copied now, or there already.
    public struct Count: Sendable, Equatable {
        /// Copied now.
        public var copied = 0
        /// There already, left as they were.
        public var there = 0

        /// A count.
        public init(copied: Int = 0, there: Int = 0) {
            self.copied = copied
            self.there = there
        }

        /// Counts one row, copied or not.
        public mutating func add(_ wasCopied: Bool) {
            if wasCopied { copied += 1 } else { there += 1 }
        }
    }

    /// Orders.
    public var orders = Count()
    /// Carts (a customer's cart of one catalog): copied when any of its lines was.
    public var carts = Count()
    /// Cart lines.
    public var cartLines = Count()
    /// Kept addresses.
    public var addresses = Count()
    /// Catalog editions whose units ordered were copied.
    public var editions = Count()
    /// Customers whose saved screens were copied.
    public var savedPaths = Count()

    /// Nothing counted yet.
    public init() {}

    /// What was copied, for the owner: "Copied 12 orders, 3 carts, 2 addresses, units
    /// ordered for 1 catalog edition; 0 already there", or that there was nothing to copy.
    public var summary: String {
        let copied = Self.parts(
            orders.copied, carts.copied, addresses.copied, editions.copied, savedPaths.copied)
        let there =
            orders.there + carts.there + addresses.there + editions.there + savedPaths.there
        guard !copied.isEmpty else {
            let kept = Self.parts(
                orders.there, carts.there, addresses.there, editions.there, savedPaths.there)
            return kept.isEmpty
                ? "Nothing to copy: the shop has no orders, carts or addresses yet"
                : "Nothing to copy: \(kept.joined(separator: ", ")) already there"
        }
        return "Copied \(copied.joined(separator: ", ")); \(there) already there"
    }

    private static func parts(
        _ orders: Int, _ carts: Int, _ addresses: Int, _ editions: Int, _ savedPaths: Int
    ) -> [String] {
        var parts: [String] = []
        if orders > 0 { parts.append(counted(orders, "order")) }
        if carts > 0 { parts.append(counted(carts, "cart")) }
        if addresses > 0 { parts.append(counted(addresses, "address", plural: "addresses")) }
        if editions > 0 {
            parts.append("units ordered for " + counted(editions, "catalog edition"))
        }
        if savedPaths > 0 { parts.append("saved screens of " + counted(savedPaths, "customer")) }
        return parts
    }

    private static func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) " + (count == 1 ? noun : plural ?? noun + "s")
    }
}
