import PostgresNIO
import UserData

extension PostgresShopStore {
    /// Copies `rest` (another engine's carts, addresses, units ordered and notice start,
    /// `aisle shop move`) in one transaction, each row unless its key is here already: a cart
    /// line by customer, catalog and product, an address by customer, units by catalog,
    /// edition and product. A cart's count of changes becomes the larger of the two (a key
    /// placed before must not confirm a later attempt). Notices start after `noticesAfter`
    /// (this server's row of the last order notices were not to announce) unless this shop
    /// has its own start already. Returns what was copied and what was here.
    public func importRest(_ rest: ShopRows.Rest, noticesAfter: Int64?) throws(UserDataError)
        -> ShopMoveTally
    {
        try transaction(.serializable) { c in
            var tally = ShopMoveTally()
            var cartsCopied: Set<[String]> = []
            var carts: Set<[String]> = []
            for line in rest.cartLines {
                let cart = [line.customer, line.catalog]
                carts.insert(cart)
                let copied = try await !c.rows(
                    """
                    INSERT INTO cartLine
                        (customer, catalog, product, quantity, priceWhenAdded, name)
                    VALUES (\(line.customer), \(line.catalog), \(line.product),
                        \(min(999, max(1, line.quantity))), \(line.priceWhenAdded), \(line.name))
                    ON CONFLICT DO NOTHING RETURNING product
                    """
                ).isEmpty
                tally.cartLines.add(copied)
                if copied { cartsCopied.insert(cart) }
            }
            tally.carts = .init(copied: cartsCopied.count, there: carts.count - cartsCopied.count)
            for revision in rest.cartRevisions {
                try await c.run(
                    """
                    INSERT INTO cartRevision (customer, catalog, revision)
                    VALUES (\(revision.customer), \(revision.catalog), \(revision.revision))
                    ON CONFLICT (customer, catalog) DO UPDATE
                    SET revision = greatest(cartRevision.revision, excluded.revision)
                    """)
            }
            for kept in rest.addresses {
                let address = kept.address
                tally.addresses.add(
                    try await !c.rows(
                        """
                        INSERT INTO profile
                            (customer, name, email, street, city, postalCode, countryCode)
                        VALUES (\(kept.customer), \(address.name), \(address.email),
                            \(address.street), \(address.city), \(address.postalCode),
                            \(address.countryCode))
                        ON CONFLICT (customer) DO NOTHING RETURNING customer
                        """
                    ).isEmpty)
            }
            tally.editions = try await Self.importUnits(rest.units, c)
            if let start = rest.noticeStart {
                try await c.run(
                    """
                    INSERT INTO orderNoticeStart (id, afterRow, since)
                    VALUES (1, \(noticesAfter ?? 0), \(start.since)) ON CONFLICT (id) DO NOTHING
                    """)
            }
            return tally
        }
    }

    /// Copies each edition's units ordered, row by row; an edition counts as copied when any
    /// of its rows was. A count already there takes the source's when that is larger: a move
    /// run again after the old shop took more orders brings their units with them (kept as
    /// they were, stock would show units the orders already took).
    private static func importUnits(_ units: [ShopRows.Units], _ c: PostgresConnection)
        async throws -> ShopMoveTally.Count
    {
        var editions: Set<[String]> = []
        var copied: Set<[String]> = []
        for count in units {
            let edition = [count.catalog, count.edition]
            editions.insert(edition)
            let inserted = try await !c.rows(
                """
                INSERT INTO unitsOrdered (catalog, edition, product, units)
                VALUES (\(count.catalog), \(count.edition), \(count.product), \(max(0, count.units)))
                ON CONFLICT (catalog, edition, product) DO UPDATE SET units = excluded.units
                WHERE excluded.units > unitsOrdered.units
                RETURNING product
                """
            ).isEmpty
            if inserted { copied.insert(edition) }
        }
        return .init(copied: copied.count, there: editions.count - copied.count)
    }
}
