import PostgresNIO
import UserData

extension PostgresShopStore {
    /// Checks the host's catalog `edition` against the shop's (`shopCatalog`, `pg3`) in one
    /// transaction: two hosts starting at the same moment with different files cannot both
    /// record theirs (the second is refused, or runs again and finds the first's).
    public func claimCatalogEdition(_ edition: String, moving: Bool) throws(UserDataError)
        -> CatalogEditionClaim
    {
        try transaction(.serializable) { c in
            // Alone: no placing is counting against the edition while it is moved.
            try await c.run("SELECT pg_advisory_xact_lock(\(PostgresSchema.editionLockKey))")
            let recorded = try await c.rows("SELECT edition FROM shopCatalog WHERE id = 1")
                .first.map { try $0.decode(String.self) }
            let claim = CatalogEditionClaim.decide(
                recorded: recorded, host: edition, moving: moving)
            switch claim {
            case .recorded:
                try await c.run("INSERT INTO shopCatalog (id, edition) VALUES (1, \(edition))")
            case .moved:
                try await c.run(
                    "UPDATE shopCatalog SET edition = \(edition), since = now()::text WHERE id = 1")
            case .agreed, .refused: break
            }
            return claim
        }
    }

    /// The catalog edition the shop sells from; nil when no host has recorded one.
    public func shopCatalogEdition() throws(UserDataError) -> String? {
        try read { c in
            try await c.rows("SELECT edition FROM shopCatalog WHERE id = 1")
                .first.map { try $0.decode(String.self) }
        }
    }

    /// Moves the units ordered under `former` onto `current`, as `UserDatabase.carryStock`
    /// does, in one transaction; nothing when none are left under `former`.
    public func carryStock(from former: StockEdition, to current: StockEdition)
        throws(UserDataError)
    {
        guard former != current else { return }
        let left = try read { c in
            try await c.rows(
                """
                SELECT count(*) FROM unitsOrdered
                WHERE catalog = \(former.catalog) AND edition = \(former.edition)
                """
            ).first.map { try $0.decode(Int64.self) } ?? 0
        }
        guard left > 0 else { return }
        try transaction(.serializable, notifying: ShopChange(.stock, customer: "")) { c in
            try await c.run(
                """
                INSERT INTO unitsOrdered (catalog, edition, product, units)
                SELECT \(current.catalog), \(current.edition), product, units FROM unitsOrdered
                WHERE catalog = \(former.catalog) AND edition = \(former.edition)
                ON CONFLICT (catalog, edition, product)
                DO UPDATE SET units = unitsOrdered.units + excluded.units
                """)
            try await c.run(
                """
                DELETE FROM unitsOrdered
                WHERE catalog = \(former.catalog) AND edition = \(former.edition)
                """)
            try await c.run(
                """
                UPDATE placedOrder SET stockCatalog = \(current.catalog),
                    stockEdition = \(current.edition)
                WHERE stockCatalog = \(former.catalog) AND stockEdition = \(former.edition)
                """)
        }
    }

    /// Listens on `ShopChange.channel` on one connection of the pool for as long as the pool
    /// runs, and has `post` run for each change this customer's session shows (a cart is its
    /// own customer's; stock and statuses everyone's), and each time listening starts (what
    /// changed before is looked for then). A lost connection is listened on again a second
    /// later, by a new one. The connection is the pool's: a pool of one connection would have
    /// none left for the session's reads, so it does not listen (its sessions look on each new
    /// screen, as before).
    public func watchChanges(_ post: @escaping @Sendable () -> Void) {
        guard pool.connections >= 2 else { return }
        let pool = pool
        let customer = customer
        pool.keep(
            bridge.start {
                while !Task.isCancelled {
                    // A lost pool is started afresh by the session's next call, not from here.
                    _ = try? await pool.currentClient()?.withConnection { connection in
                        try await connection.listen(on: ShopChange.channel) { notifications in
                            post()
                            for try await notification in notifications {
                                let change = ShopChange(payload: notification.payload)
                                if change?.concerns(customer) ?? true { post() }
                            }
                        }
                    }
                    try? await Task.sleep(nanoseconds: 1_000_000_000)
                }
            })
    }
}
