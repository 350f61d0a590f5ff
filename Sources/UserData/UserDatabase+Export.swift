import GRDB
import Storefront

extension UserDatabase {
    /// Every customer's orders after row `after`, oldest first, at most `limit`, each with its
    /// history and announcement: what `aisle shop move` copies, a page at a time (a shop's
    /// orders need not fit in memory at once). Read only.
    public func exportOrders(after row: Int64, limit: Int) throws(UserDataError)
        -> [ShopRows.Order]
    {
        try read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT o.id, o.number, o.placedAt, o.document, o.orderKey, o.customer,
                        o.status, o.cartRevision, o.stockCatalog, o.stockEdition,
                        n.notifiedAt, n.outcome
                    FROM placedOrder o LEFT JOIN orderNotice n ON n.orderRow = o.id
                    WHERE o.id > ? ORDER BY o.id LIMIT ?
                    """,
                arguments: [row, max(1, limit)])
            guard let firstRow = rows.first, let lastRow = rows.last else { return [] }
            let first: Int64 = firstRow["id"]
            let last: Int64 = lastRow["id"]
            var history: [Int64: [ShopRows.StatusStep]] = [:]
            for step in try Row.fetchAll(
                db,
                sql: """
                    SELECT orderRow, status, at, byWhom FROM orderStatusChange
                    WHERE orderRow BETWEEN ? AND ? ORDER BY id
                    """,
                arguments: [first, last])
            {
                history[step["orderRow"], default: []].append(
                    ShopRows.StatusStep(
                        status: step["status"] ?? "", at: step["at"] ?? "", by: step["byWhom"] ?? ""
                    ))
            }
            return rows.map { row in
                let id: Int64 = row["id"]
                let notifiedAt: String? = row["notifiedAt"]
                return ShopRows.Order(
                    row: id, number: row["number"] ?? "", placedAt: row["placedAt"] ?? "",
                    document: row["document"] ?? "", key: row["orderKey"],
                    customer: row["customer"] ?? "", status: row["status"] ?? "placed",
                    cartRevision: row["cartRevision"], stockCatalog: row["stockCatalog"],
                    stockEdition: row["stockEdition"], history: history[id] ?? [],
                    notice: notifiedAt.map {
                        ShopRows.Notice(at: $0, outcome: row["outcome"] ?? "")
                    })
            }
        }
    }

    /// Every customer's carts, their counts of changes and addresses, the units ordered of
    /// every edition and where order notices start, on one snapshot. Read only.
    public func exportRest() throws(UserDataError) -> ShopRows.Rest {
        try read { db in
            var rest = ShopRows.Rest()
            rest.cartLines = try Row.fetchAll(
                db,
                sql: """
                    SELECT customer, catalog, product, quantity, priceWhenAdded, name
                    FROM cartLine ORDER BY rowid
                    """
            ).map { row in
                ShopRows.CartLine(
                    customer: row["customer"] ?? "", catalog: row["catalog"] ?? "",
                    product: row["product"] ?? "", quantity: row["quantity"] ?? 1,
                    priceWhenAdded: row["priceWhenAdded"], name: row["name"])
            }
            rest.cartRevisions = try Row.fetchAll(
                db, sql: "SELECT customer, catalog, revision FROM cartRevision ORDER BY rowid"
            ).map { row in
                ShopRows.CartRevision(
                    customer: row["customer"] ?? "", catalog: row["catalog"] ?? "",
                    revision: row["revision"] ?? 0)
            }
            rest.addresses = try Row.fetchAll(
                db,
                sql: """
                    SELECT customer, name, email, street, city, postalCode, countryCode
                    FROM profile ORDER BY customer
                    """
            ).map { row in
                ShopRows.Address(
                    customer: row["customer"] ?? "",
                    address: ShippingAddress(
                        name: row["name"] ?? "", email: row["email"] ?? "",
                        street: row["street"] ?? "", city: row["city"] ?? "",
                        postalCode: row["postalCode"] ?? "", countryCode: row["countryCode"] ?? ""))
            }
            rest.units = try Row.fetchAll(
                db,
                sql: """
                    SELECT catalog, edition, product, units FROM unitsOrdered
                    ORDER BY catalog, edition, product
                    """
            ).map { row in
                ShopRows.Units(
                    catalog: row["catalog"] ?? "", edition: row["edition"] ?? "",
                    product: row["product"] ?? "", units: row["units"] ?? 0)
            }
            rest.noticeStart = try Row.fetchOne(
                db, sql: "SELECT afterRow, since FROM orderNoticeStart"
            ).map { ShopRows.NoticeStart(afterRow: $0["afterRow"], since: $0["since"] ?? "") }
            return rest
        }
    }
}
